// React's streaming server renderer as an ES module in the worker's modules (cold start).
// React ships it as CommonJS, which esbuild wraps in one function of about 110 KB: V8 pre-parsed
// that function when the isolate started and parsed it whole again on the first render, and
// esbuild kept every export (prerender, resume, resumeAndPrerender) that the worker never calls.
// As a module, its declarations are the chunk's top level, parsed once at start, and the exports
// nobody imports are dropped. Only the production build is rewritten (the worker's modules define
// NODE_ENV as production); the tests and `wrangler dev` bundle the CommonJS file as it is.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { stringChunks } from './react-string-chunks.ts';

/** The renderer the worker's `react-dom/server` alias loads (worker/render/react-dom-stream-renderer.cjs). */
export const SERVER_RENDERER = /react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;
const SHIM = /worker[\\/]render[\\/]react-dom-stream-renderer\.cjs$/;

/** What React's file exports, in the order it assigns them; anything else means React changed shape. */
const EXPORTS = ['prerender', 'renderToReadableStream', 'resume', 'resumeAndPrerender', 'version'];

/**
 * The CommonJS source as a module: each `exports.name =` at the start of a line becomes
 * `export const name =`. Throws, naming the file to look at, when the exports are not the ones
 * known or the source uses `exports` or `module` another way.
 */
export function serverRendererAsModule(source: string): string {
  const assigned = [...source.matchAll(/^exports\.(\w+) = /gm)].map((m) => m[1]);
  const otherUses = source.replace(/^exports\.\w+ = /gm, '').match(/\b(?:exports|module)\b[.[]/g);
  if (assigned.join() !== EXPORTS.join() || otherUses)
    throw new Error(
      `react-dom-server.edge.production.js no longer has the shape scripts/react-dom-server-module.ts rewrites ` +
        `(exports ${assigned.join(', ') || 'none'}${otherUses ? `, and ${otherUses.join(' ')}` : ''}): ` +
        `update EXPORTS there, or drop the plugin from scripts/worker-modules-options.ts`,
    );
  return source.replace(/^exports\.(\w+) = /gm, 'export const $1 = ');
}

/**
 * The esbuild plugin: the alias's shim re-exports the module; the module is React's file rewritten,
 * its chunks strings encoded once per flush (scripts/react-string-chunks.ts).
 */
export function reactDomServerModule(): Plugin {
  return {
    name: 'react-dom-server-module',
    setup(build) {
      build.onLoad({ filter: SHIM }, () => ({
        contents: `export { renderToReadableStream } from '../../node_modules/react-dom/cjs/react-dom-server.edge.production.js';\n`,
        loader: 'js',
      }));
      build.onLoad({ filter: SERVER_RENDERER }, async (args) => ({
        contents: serverRendererAsModule(stringChunks(await readFile(args.path, 'utf8'))),
        loader: 'js',
      }));
    },
  };
}
