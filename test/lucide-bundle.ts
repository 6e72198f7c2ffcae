/**
 * lucide-react as one module, for the workerd test projects (vitest.config.ts aliases it). Its ESM
 * entry imports each of its icons from a file of its own, about 1,700 modules, and a workerd test
 * isolate loads every module through Vite one request at a time: that was most of a fresh isolate's
 * start. The worker's own build bundles it (compiler/steps/build-worker-modules.ts); this is the same
 * package, bundled once per installed version into node_modules/.cache.
 */
import { buildSync } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function lucideBundle(root: string): string {
  const version = JSON.parse(readFileSync(join(root, 'node_modules/lucide-react/package.json'), 'utf8')).version;
  const outfile = join(root, `node_modules/.cache/lucide-react-${version}.mjs`);
  if (existsSync(outfile)) return outfile;
  buildSync({
    stdin: { contents: "export * from 'lucide-react';", resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import'],
    external: ['react', 'react/*'],
    outfile,
    logLevel: 'error',
  });
  return outfile;
}
