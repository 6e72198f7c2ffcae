// How the worker becomes ES modules: esbuild with `splitting`, and otherwise the options
// wrangler used when it bundled worker/index.ts itself. compiler/steps/build-worker-modules.ts writes them
// to dist/worker; scripts/worker-module-sizes.ts measures the same build.
import type { BuildOptions } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './site-sources.ts';
import { staticClassNames } from './static-class-names.ts';
import { reactDomServerModule } from './react-dom-server-module.ts';

export const WORKER_MODULES_DIR = join(ROOT, 'dist/worker');

export const workerModulesOptions = (outdir: string): BuildOptions => ({
  absWorkingDir: ROOT,
  entryPoints: { index: 'worker/index.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  conditions: ['workerd', 'worker', 'browser'],
  // Provided by workerd (nodejs_compat_v2) and the runtime.
  external: ['cloudflare:*', 'node:*'],
  // Only the streaming server renderer of react-dom (see the file).
  alias: { 'react-dom/server': './worker/render/react-dom-stream-renderer.cjs' },
  // React's production build: wrangler defined NODE_ENV from its mode the same way.
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  target: 'es2024',
  minify: true,
  // No __name wrappers (keep_names = false in wrangler.toml said the same): names in stack traces
  // come from the source maps, which `upload_source_maps` sends along.
  keepNames: false,
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Fixed-text component rules as their class names: the rules reach visitors in the stylesheet.
  // React's server renderer as an ES module (see the file).
  plugins: [staticClassNames(), reactDomServerModule()],
});
