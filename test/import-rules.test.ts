/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { floorOf, importCircles, importsOf, resolvePath, upwardImports } from './import-floors.ts';

/**
 * The layers of the code (docs/overview.md, "Folder map"), as rules over runtime imports:
 * - `worker/routes/` is the bottom: it imports nothing of this repository outside itself;
 * - `common/` is what the worker and the browser both run: it imports neither `worker/` nor `client/`;
 * - `client/` (the browser's code) never imports `worker/`;
 * - `worker/pages/` never imports `worker/render/` (pages are below the frame that renders them);
 * - `compiler/` (compilers and checkers `npm run build` and `npm run check` run) is imported by scripts and tests
 *   only: no runtime layer imports it, not even for a type (scripts/bundle-size.test.ts checks the bundle too).
 * Tests may import any layer to build their fixtures, so `*.test.*` files are not held to the rules.
 */
const SOURCES = import.meta.glob(
  [
    '/worker/**/*.{ts,tsx}',
    '/client/**/*.{ts,tsx}',
    '/common/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!/worker/generated/**',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^'"]*?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const RULES: { layer: string; may: (target: string) => boolean; why: string }[] = [
  {
    layer: '/worker/routes/',
    // The route table the build reads from the page modules is data (no imports of its own).
    // common/brands.ts is a constant list that imports nothing: the one list of brands.
    may: (t) =>
      t.startsWith('/worker/routes/') || t === '/worker/generated/page-routes.ts' || t === '/common/brands.ts',
    why: 'worker/routes/ is the bottom layer: it imports only itself, the generated route table and common/brands.ts',
  },
  {
    layer: '/worker/pages/',
    may: (t) => !t.startsWith('/worker/render/') && t !== '/worker/respond.ts' && t !== '/worker/app.ts',
    why: 'pages are below the render layer: what a page renders from is worker/page-context.ts',
  },
  {
    layer: '/common/',
    may: (t) => !t.startsWith('/worker/') && !t.startsWith('/client/'),
    why: 'common/ runs on both sides: it imports neither worker/ nor client/',
  },
  {
    layer: '/client/',
    may: (t) => !t.startsWith('/worker/'),
    why: 'client/ runs in the browser: it never imports worker/ (move what both need to common/)',
  },
];

/** Build-time code (compilers, checkers) runs in Node at build time, never in a request. */
const BUILD_RULE = {
  may: (t: string) => !t.startsWith('/compiler/'),
  why: 'compiler/ is build-time code (scripts and tests import it); the worker, common/ and client/ never do',
};

/** Every import of the given files that breaks a layer rule, as `file → target: why`. */
function importViolations(sources: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const rules = [...RULES.filter((r) => file.startsWith(r.layer)), BUILD_RULE];
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolvePath(file, (match[1] ?? match[2])!);
      for (const rule of rules) if (!rule.may(target)) found.push(`${file} → ${target}: ${rule.why}`);
    }
  }
  return found;
}

describe('import rules', () => {
  it('reads the runtime sources of every layer', () => {
    const files = Object.keys(SOURCES);
    for (const layer of ['/worker/routes/', '/common/', '/client/', '/worker/app.ts'])
      expect(
        files.some((f) => f.startsWith(layer)),
        layer,
      ).toBe(true);
  });

  it('holds for the whole tree: routes at the bottom, pages below render, common/ imports neither side, client/ never imports worker/, nothing imports compiler/', () => {
    expect(importViolations(SOURCES)).toEqual([]);
  });

  const planted = [
    { file: '/common/format.ts', line: "import { x } from '../worker/env.ts';", target: '/worker/env.ts' },
    { file: '/common/format.ts', line: "import type { Y } from '../client/store.ts';", target: '/client/store.ts' },
    {
      file: '/client/islands/drawer.tsx',
      line: "import { css } from '../../worker/ui/cards.tsx';",
      target: '/worker/ui/cards.tsx',
    },
    { file: '/client/entry.ts', line: "const m = () => import('../worker/app.ts');", target: '/worker/app.ts' },
    {
      file: '/worker/routes/routes.ts',
      line: "export { a } from '../routing/decide.ts';",
      target: '/worker/routing/decide.ts',
    },
    {
      file: '/worker/pages/pricing.page.tsx',
      line: "import type { PageContext } from '../render/create-page-context.ts';",
      target: '/worker/render/create-page-context.ts',
    },
    {
      file: '/worker/routing/decide.ts',
      line: "import { x } from '../../compiler/page-routes.ts';",
      target: '/compiler/page-routes.ts',
    },
    {
      file: '/common/links.ts',
      line: "const b = () => import('../compiler/page-routes.ts');",
      target: '/compiler/page-routes.ts',
    },
    {
      file: '/worker/render/sitemap.ts',
      line: "import type { SiteData } from '../../compiler/content/build-site-data.ts';",
      target: '/compiler/content/build-site-data.ts',
    },
  ];
  for (const { file, line, target } of planted) {
    it(`finds a planted import of ${target} in ${file}`, () => {
      expect(importViolations({ [file]: line })).toEqual([expect.stringContaining(`${file} → ${target}`)]);
    });
  }

  it('lets each layer import what it may', () => {
    expect(
      importViolations({
        '/worker/routes/routes.ts':
          "import { matchKey } from './paths.ts';\nimport { TrieRouter } from 'hono/router/trie-router';",
        '/common/links.ts': "import { videoEmbedUrl } from './video-embed.ts';",
        '/client/islands/drawer.tsx': "import { css } from '../../common/styles.ts';",
        '/worker/ui/cards.tsx': "import Drawer from '../../client/islands/drawer.tsx';",
        '/worker/routes/page-table.ts': "import { PAGE_DECLARATIONS } from '../generated/page-routes.ts';",
        '/worker/pages/home.page.tsx': "import type { PageContext } from './page-context.ts';",
        '/worker/render/page-body.tsx': "import { NotFoundPage } from '../pages/not-found-page.tsx';",
      }),
    ).toEqual([]);
  });
});

/**
 * Imports run downhill: each runtime file imports its own floor and those below
 * (test/import-floors.ts). What still runs up is counted, and the count may only fall; each is a
 * piece of code to move down (the two left are the live-data and trust schemas that the content
 * layer's data-file registry names). No files import each other in a circle, types included.
 */
const MAX_UPWARD = 2;

describe('import floors', () => {
  const graph = importsOf(SOURCES);

  it('puts every runtime file on a floor', () => {
    expect([...graph.keys()].filter((file) => floorOf(file) < 0)).toEqual([]);
  });

  it(`has at most ${MAX_UPWARD} imports running up a floor`, () => {
    const up = upwardImports(graph);
    expect(up.length, up.join('\n')).toBeLessThanOrEqual(MAX_UPWARD);
  });

  it('has no files importing each other in a circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('finds a planted upward import and a planted circle', () => {
    const planted = importsOf({
      '/common/format.ts': "import { x } from '../worker/ui/prose.tsx';",
      '/worker/content/a.ts': "import { b } from './b.ts';",
      '/worker/content/b.ts': "import type { A } from './a.ts';\n/** import('./c.ts') in a comment is no import */",
      '/worker/content/c.ts': '',
    });
    expect(upwardImports(planted)).toEqual(['/common/format.ts → /worker/ui/prose.tsx']);
    expect(importCircles(planted)).toEqual([['/worker/content/a.ts', '/worker/content/b.ts']]);
  });
});
