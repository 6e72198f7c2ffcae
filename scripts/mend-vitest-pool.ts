// Mends a known bug of a pinned dependency in node_modules (scripts/patch-dependencies.ts runs it
// at `npm install` / `npm ci`); safe to run any number of times.
//
// @cloudflare/vitest-pool-workers 0.15.1 (the pin that runs on Node 20, docs/testing.md "Toolchain facts") wraps
// the prototype of its `SELF` entrypoint class in one more Proxy on every construction, and it
// constructs one per `SELF.fetch`: after n requests a property read walks n nested `get` traps, so
// a file's thousandth request took about 100 times its first (cloudflare/workers-sdk#15092, fixed
// upstream in #15106 after our pin). The mend installs the Proxy once per class, as the fix does.
// docs/testing.md, "The CMS in tests and CI": what it saved.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './site-sources.ts';

export const POOL_PACKAGE = 'node_modules/@cloudflare/vitest-pool-workers/package.json';
export const POOL_FILE = 'node_modules/@cloudflare/vitest-pool-workers/dist/worker/lib/cloudflare/test-internal.mjs';
export const PINNED = '0.15.1';
export const BUGGY = '\tfunction Class(...args) {\n\t\tClass.prototype = new Proxy(Class.prototype, {';
/** The mended opening: the Proxy goes on the class's prototype at its first construction only. */
export const MENDED =
  '\tlet proxied = false; // mended by scripts/mend-vitest-pool.ts (workers-sdk#15092)\n' +
  '\tfunction Class(...args) {\n\t\tif (!proxied && (proxied = true)) Class.prototype = new Proxy(Class.prototype, {';

/** Mends the pool's file under `root`; says what it did, and throws when the file is not the one it knows. */
export function mendVitestPool(root: string = ROOT): 'mended' | 'already mended' {
  const version = JSON.parse(readFileSync(join(root, POOL_PACKAGE), 'utf8')).version;
  const file = join(root, POOL_FILE);
  const text = readFileSync(file, 'utf8');
  if (text.includes(MENDED)) return 'already mended';
  if (version !== PINNED || text.split(BUGGY).length !== 2)
    throw new Error(
      `${POOL_FILE}: @cloudflare/vitest-pool-workers ${version} is not the ${PINNED} this mend knows (the ` +
        `prototype Proxy of workers-sdk#15092). If the new version has the upstream fix (#15106), remove the mend ` +
        `from scripts/patch-dependencies.ts and package.json; otherwise update BUGGY and PINNED there.`,
    );
  writeFileSync(file, text.replace(BUGGY, MENDED));
  return 'mended';
}
