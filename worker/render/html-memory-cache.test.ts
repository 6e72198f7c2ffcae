import { describe, expect, it } from 'vitest';
import {
  keepPagesOfVersion,
  MEMORY_CACHE_BYTES,
  memoryCacheUse,
  QUERY_VARIANT_BYTES,
  recallPage,
  rememberPage,
  type StoredPage,
} from './html-memory-cache.ts';
import { originOf } from '../../test/tenant-hosts.ts';

const FRESH_MS = 60_000;
const page = (bytes: number, storedAt = 1_000, title = 'T'): StoredPage => ({
  body: new Uint8Array(bytes),
  headers: new Headers({ etag: '"e"' }),
  title,
  storedAt,
});
const unique = () => `${originOf('default')}/__html/memory-test/${crypto.randomUUID()}`;

describe('the HTML cache in isolate memory', () => {
  it('gives a page back while it is fresh, and never after', () => {
    const key = unique();
    rememberPage(key, page(10, 1_000, 'Pricing'));
    expect(recallPage(key, 1_000 + FRESH_MS, FRESH_MS)?.title).toBe('Pricing');
    expect(recallPage(key, 1_000 + FRESH_MS + 1, FRESH_MS)).toBeUndefined();
    // Dropped, not kept for later: even an earlier clock finds nothing now.
    expect(recallPage(key, 1_000, FRESH_MS)).toBeUndefined();
  });

  it('keys exactly: another key, even a prefix of it, finds nothing', () => {
    const key = unique();
    rememberPage(key, page(10));
    expect(recallPage(`${key}?currency=gbp`, 1_000, FRESH_MS)).toBeUndefined();
    expect(recallPage(key.slice(0, -1), 1_000, FRESH_MS)).toBeUndefined();
  });

  it(`keeps at most ${MEMORY_CACHE_BYTES} bytes of pages, dropping the least recently used first`, () => {
    const size = MEMORY_CACHE_BYTES / 16;
    const keys = Array.from({ length: 16 }, unique);
    for (const key of keys) rememberPage(key, page(size));
    // Reading the first makes the second the least recently used.
    expect(recallPage(keys[0]!, 1_000, FRESH_MS)).toBeDefined();
    rememberPage(unique(), page(size));
    expect(recallPage(keys[1]!, 1_000, FRESH_MS)).toBeUndefined();
    expect(recallPage(keys[0]!, 1_000, FRESH_MS)).toBeDefined();
    expect(recallPage(keys[2]!, 1_000, FRESH_MS)).toBeDefined();
  });

  it('leaves a page over a sixteenth of the budget to the Cache API', () => {
    const key = unique();
    rememberPage(key, page(MEMORY_CACHE_BYTES / 16 + 1));
    expect(recallPage(key, 1_000, FRESH_MS)).toBeUndefined();
  });
});

describe('the memory cache under a flood of query variants', () => {
  it(`keeps pages with a query string in their own ${QUERY_VARIANT_BYTES} bytes: they never push out a plain page`, () => {
    const home = unique();
    rememberPage(home, page(16 * 1024));
    for (let i = 0; i < 1000; i++) rememberPage(`${unique()}?currency=x${i}`, page(16 * 1024));
    expect(recallPage(home, 1_000, FRESH_MS)).toBeDefined();
    expect(memoryCacheUse().variants.bytes).toBeLessThanOrEqual(QUERY_VARIANT_BYTES);
  });
});

describe('a new CMS content version', () => {
  it('drops every page of the older one (their keys can never be asked for again), and only on a change', () => {
    keepPagesOfVersion(7);
    const plainKey = unique();
    const variantKey = `${unique()}?theme=highcontrast`;
    rememberPage(plainKey, page(10));
    rememberPage(variantKey, page(10));
    keepPagesOfVersion(7);
    expect(recallPage(plainKey, 1_000, FRESH_MS)).toBeDefined();
    keepPagesOfVersion(8);
    expect(memoryCacheUse()).toEqual({ plain: { entries: 0, bytes: 0 }, variants: { entries: 0, bytes: 0 } });
    expect(recallPage(plainKey, 1_000, FRESH_MS)).toBeUndefined();
    expect(recallPage(variantKey, 1_000, FRESH_MS)).toBeUndefined();
    keepPagesOfVersion(0);
  });
});
