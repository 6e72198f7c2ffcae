// Mends known bugs of pinned dependencies in node_modules: package.json "postinstall", so every
// `npm install` and `npm ci` runs it. One so far: scripts/mend-vitest-pool.ts.
import { mendVitestPool } from './mend-vitest-pool.ts';

console.log(`dependencies: @cloudflare/vitest-pool-workers ${mendVitestPool()} (workers-sdk#15092)`);
