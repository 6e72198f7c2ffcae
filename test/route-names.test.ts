/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../worker/routes/routes.ts';

/**
 * Shared request code reads a page module's fields (meta, cachedParams, load, afterCache) and
 * never names a page: what makes one page special lives in its module (docs/pages.md,
 * "Add a page"). A route name written as a string in these files is that knowledge leaking out.
 */
const SHARED = import.meta.glob(
  ['/worker/render/**/*.{ts,tsx}', '/worker/routing/**/*.{ts,tsx}', '/worker/respond.ts', '!**/*.test.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

const STRING = /(['"`])([a-z0-9-]+)\1/g;

/** Every string literal in the sources that is a route name, as `file: 'name'`. */
function routeNamesIn(sources: Record<string, string>, names: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources))
    for (const [, , word] of text.matchAll(STRING)) if (names.has(word!)) found.push(`${file}: '${word}'`);
  return found;
}

const NAMES = new Set(PAGE_ROUTES.map((r) => r.name));

describe('shared request code', () => {
  it('reads the render, routing and respond sources', () => {
    for (const part of ['/worker/render/', '/worker/routing/', '/worker/respond.ts'])
      expect(
        Object.keys(SHARED).some((f) => f.startsWith(part)),
        part,
      ).toBe(true);
  });

  it('names no route by its string', () => {
    expect(routeNamesIn(SHARED, NAMES)).toEqual([]);
  });

  it.each([
    ["route.name === 'contact'", '/worker/respond.ts'],
    ['props={{ demo: ctx.route?.name === "test-theme" }}', '/worker/render/layout.tsx'],
  ])('finds a planted route name in %s', (line, file) => {
    expect(routeNamesIn({ [file]: line }, NAMES)).toHaveLength(1);
  });
});
