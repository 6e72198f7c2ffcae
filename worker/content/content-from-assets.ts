import {
  CONTENT_ASSET,
  CONTENT_KEYS,
  CONTENT_OFFSETS,
  PSEUDO_ASSET,
  PSEUDO_KEYS,
  PSEUDO_OFFSETS,
} from '../generated/content-asset.ts';
import type { SiteContent } from './site-content-types.ts';

/**
 * The compiled content as the deployed worker reads it: not in the bundle (it was 90 KiB of its
 * gzip), but one immutable file the build puts in the static assets
 * (`/_content/content-<hash>.parts`: each part's JSON text side by side, their byte ranges in
 * the generated CONTENT_OFFSETS; build/content/content-parts-file.ts), fetched through the assets
 * binding on an isolate's first request (`loadContent`, the first middleware) and kept for the
 * isolate's life as bytes. Each part is decoded and parsed on first read, as the embedded version
 * is (worker/content/lazy-json.ts): a cold isolate no longer parses every locale's copy. Node (scripts,
 * the browser tests' tools) reads worker/generated/content.ts instead: package.json `imports`,
 * `#site-content`, picks this file under the `workerd` condition.
 */
let parts: Uint8Array | undefined;

/** Whether this isolate has the content: then a request need not await `loadContent`. */
export const contentLoaded = (): boolean => parts !== undefined;

/**
 * Fetches the content file until one request of the isolate has it; a failure is thrown (that
 * request answers 500) and the next request tries again. Concurrent first requests each fetch
 * it: a promise started by one request must not be awaited by another (workerd cancels a request
 * that waits on another request's I/O as hung), and the file is small and served locally.
 */
export async function loadContent(assets: Fetcher | undefined): Promise<void> {
  if (parts) return;
  if (!assets)
    throw new Error('the ASSETS binding is missing: the compiled content is served from it (wrangler.toml [assets])');
  const answer = await assets.fetch(new Request(`https://assets.invalid${CONTENT_ASSET}`));
  if (!answer.ok)
    throw new Error(`content file ${CONTENT_ASSET}: the assets binding answered ${answer.status}; run npm run build`);
  parts ??= new Uint8Array(await answer.arrayBuffer());
}

let pseudoParts: Uint8Array | undefined;

/**
 * The pseudo-locales' copy and messages (issue 29 item 6), a file of their own: fetched on a
 * preview host's first pseudo-locale page (worker/i18n/url-locale.ts), never by an isolate
 * that serves only real visitors, so production's cold start reads no byte of it.
 */
export async function loadPseudoContent(assets: Fetcher | undefined): Promise<void> {
  if (pseudoParts || !assets) return;
  const answer = await assets.fetch(new Request(`https://assets.invalid${PSEUDO_ASSET}`));
  if (!answer.ok) throw new Error(`pseudo content ${PSEUDO_ASSET}: the assets binding answered ${answer.status}`);
  pseudoParts ??= new Uint8Array(await answer.arrayBuffer());
}

const decoder = new TextDecoder();

function part(key: string): unknown {
  const pseudo = (PSEUDO_KEYS as readonly string[]).includes(key);
  const from = pseudo ? pseudoParts : parts;
  if (!from) throw new Error(`content read before it was loaded (part "${key}")`);
  const [start, end] = (pseudo ? PSEUDO_OFFSETS : CONTENT_OFFSETS)[key]!;
  return JSON.parse(decoder.decode(from.subarray(start, end)));
}

export const CONTENT = {} as SiteContent;
// The pseudo-locales' parts are not enumerable: a walk over the content (a copy, a coverage count)
// never reads them, so it never needs the pseudo asset that only preview hosts load.
for (const [keys, enumerable] of [
  [CONTENT_KEYS, true],
  [PSEUDO_KEYS, false],
] as const)
  for (const key of keys)
    Object.defineProperty(CONTENT, key, {
      enumerable,
      configurable: true,
      get() {
        const value = part(key);
        Object.defineProperty(CONTENT, key, { value, enumerable, writable: false, configurable: false });
        return value;
      },
    });
