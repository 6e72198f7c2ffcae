import { CONTENT_FILES, CONTENT_KEYS, CONTENT_PARTS, PSEUDO_KEYS } from '../generated/content-asset.ts';
import type { PageLocale } from '../../common/i18n/locales.ts';
import { contentFileOfLocale, type ContentFile } from './content-files.ts';
import type { SiteContent } from './site-content-types.ts';

/**
 * The compiled content as the deployed worker reads it: not in the bundle (it was 90 KiB of its
 * gzip), but a few immutable files the build puts in the static assets
 * (`/_content/content-<file>-<hash>.parts`: each part's JSON text side by side, their files and
 * byte ranges in the generated CONTENT_PARTS; compiler/content/content-parts-file.ts). `base` (English
 * and what every locale shares) is fetched through the assets binding on an isolate's first request,
 * a locale's own file on its first page in that locale (worker/content/content-files.ts), and each
 * is kept for the isolate's life as bytes. Each part is decoded and parsed on first read, as the
 * embedded version is (worker/content/lazy-json.ts). Node (scripts, the browser tests' tools) reads
 * worker/generated/content.ts instead: package.json `imports`, `#site-content`, picks this file
 * under the `workerd` condition.
 */
const files = new Map<ContentFile, Uint8Array>();

/**
 * Whether this isolate has the content a page in `locale` reads (English and what every locale
 * shares, and the locale's own file): then a request need not await `loadContent`.
 */
export function contentLoaded(locale?: PageLocale): boolean {
  const own = locale && contentFileOfLocale(locale);
  return files.has('base') && (!own || files.has(own));
}

/** The files this isolate has fetched, in the order it fetched them. */
export const loadedContentFiles = (): ContentFile[] => [...files.keys()];

/**
 * Fetches the content a page in `locale` reads (English's alone without one) until a request of the
 * isolate has it; a failure is thrown (that request answers 500) and the next request tries again.
 * Concurrent first requests each fetch it: a promise started by one request must not be awaited by
 * another (workerd cancels a request that waits on another request's I/O as hung), and the files
 * are small and served locally.
 */
export async function loadContent(assets: Fetcher | undefined, locale?: PageLocale): Promise<void> {
  const own = locale && contentFileOfLocale(locale);
  await Promise.all((own ? (['base', own] as const) : (['base'] as const)).map((file) => loadFile(assets, file)));
}

async function loadFile(assets: Fetcher | undefined, file: ContentFile): Promise<void> {
  if (files.has(file)) return;
  if (!assets)
    throw new Error('the ASSETS binding is missing: the compiled content is served from it (wrangler.toml [assets])');
  const asset = CONTENT_FILES[file];
  const answer = await assets.fetch(new Request(`https://assets.invalid${asset}`));
  if (!answer.ok)
    throw new Error(`content file ${asset}: the assets binding answered ${answer.status}; run npm run build`);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  if (!files.has(file)) files.set(file, bytes);
}

const decoder = new TextDecoder();

function part(key: string): unknown {
  const [file, start, end] = CONTENT_PARTS[key]!;
  const from = files.get(file);
  if (!from)
    throw new Error(
      `content part "${key}" read before its file (${file}) was loaded: await loadContent(assets, locale) for that locale first`,
    );
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
