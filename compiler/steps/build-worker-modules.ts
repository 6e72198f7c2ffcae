// The worker as separate ES modules: dist/worker/index.js holds routing, redirects and
// handoffs; every page module, React's server renderer and what only pages use are chunks that a
// request imports on first use. wrangler.toml points `main` here with `no_bundle`, so `wrangler
// dev`, the deploy and the benches all run these files. One module (wrangler's own bundling) made
// a cold isolate parse and compile every page before its first redirect.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { WORKER_MODULES_DIR, workerModulesOptions } from '../../scripts/worker-modules-options.ts';

rmSync(WORKER_MODULES_DIR, { recursive: true, force: true });
const started = Date.now();
const result = await build(workerModulesOptions(WORKER_MODULES_DIR));
const outputs = Object.keys(result.metafile!.outputs).filter((file) => file.endsWith('.js'));
console.log(`worker modules: ${outputs.length} files in dist/worker (${Date.now() - started} ms)`);
