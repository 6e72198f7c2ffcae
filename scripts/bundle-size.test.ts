import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './site-sources.ts';
import { measureWorkerModules, staticClosure, WORKER_BUDGET_KIB } from './worker-module-sizes.ts';

/**
 * What a cold isolate downloads, parses and compiles; `npm run bench` prints the same figures and
 * checks the same total (WORKER_BUDGET_KIB in scripts/worker-module-sizes.ts holds the ceilings).
 * The worker is ES modules (compiler/steps/build-worker-modules.ts), so three budgets:
 * - a redirect or a handoff compiles the entry and its static imports only;
 * - a page's first request adds the renderer and that page: the 200 KiB goal set for the one-module
 *   bundle holds for the heaviest page;
 * - all modules together: a ceiling at today's size (no growth) until the total goes
 *   below the React Router peer's. docs/caching-performance.md "The worker as modules".
 *   Six languages added 7.8 KiB to the total (+3.4 %, within its 5 % allowance): the
 *   English catalogue compiled, the other locales' messages with arguments, the messageformat
 *   runtime, locale routing, alternates and the switcher; plain messages and page copy of the other
 *   locales are parts of the content asset.
 *   The JSON data files (prices, home, plans, trust centre …) then moved into the content asset
 *   too (worker/content/data-files.ts): entry closure 98.8 → 89.1 KiB, total 235.9 → 227.3 KiB;
 *   the ceilings follow.
 *   zod/mini (for the schemas the worker runs, the env vars parsed without zod, the
 *   trust centre's build-time schema out of the pages): entry closure 98.8 → 83.1 KiB, heaviest page
 *   180.1 → 164.4 KiB, total 236.1 → 221.6 KiB.
 *   Both together: entry closure 73.4 KiB, heaviest page 155.0 KiB, total 211.3 KiB; the budgets
 *   keep about 2.5 KiB of headroom.
 *   Fixed-text component rules compiled to their class names (scripts/static-class-names.ts):
 *   heaviest page 156.6 → 152.7 KiB, total 209.1 → 199.6 KiB; the ceilings follow. The language
 *   work's merges (the calculator's lines as data, the converter's words, the ready-to-go cards'
 *   messages) then took them to 74.2, 153.9 and 202.5 KiB.
 *   Hono's base class with the trie router (no RegExpRouter, SmartRouter) and the menus
 *   moved into the content asset: 70.5, 150.2 and 198.9 KiB; the total is now under the
 *   200 KiB goal (`npm run bench`), and the ceilings keep it there.
 *   Pricing, fonts, the trust centre and localized links then took them to 72.5, 152.1 and
 *   204.8 KiB; the style templates with values compiled to their class names as well (the names
 *   the stylesheet's build recorded) and the theme's CSS out of the entry: 70.8, 148.5 and 197.7 KiB;
 *   a redirect table several tenants share written once: 70.0, 147.7 and 196.9 KiB.
 *   The journey map drawn per width with its marks placed apart, lists and percentages through
 *   Intl: 70.1, 149.2 and 201.0 KiB; the total's ceiling moved to 202 (docs/decisions/0022-worker-total-202-kib.md).
 * - The finished pages (brand homes and footers, the product overview, prose columns, one money
 *   formatter, English-link marks): 71.1, 153.8 and 206.3 KiB; the heaviest page's ceiling moves to
 *   154 and the total's to 207 (docs/decisions/0023-worker-total-207-kib.md); landing pages made in
 *   the CMS took the total to 209 (docs/decisions/0026-landing-pages-known-from-a-cached-list.md).
 * - Each brand's own sales pages, the trust centres' proof, the setup picture: 68.5, 157.5 and
 *   214.6 KiB; the heaviest page's ceiling moves to 158, the total's to 216
 *   (docs/decisions/0027-worker-total-216-kib.md).
 * - The trust centres load their words without the CMS page's component and pictures
 *   (worker/pages/cms-page-load.ts): the trust centre 157.6 → 138.5 KiB, the heaviest page now a
 *   CMS landing page at 153.5 KiB; the total 214.7 → 215.1 KiB (one more shared module).
 * - Pictures from the CMS, each brand's look and proof, plan buttons that name their plan, the
 *   journey map's week tags and its structured data in the page's language: 69.9, 155.3 and
 *   217.9 KiB; the total's ceiling moves to 219 (docs/decisions/0029-worker-total-219-kib.md).
 * - Corporate Fitness's own pricing and contact words, and a design review's smaller fixes: total
 *   227.7 KiB; its ceiling moves to 228 (docs/decisions/0046-worker-total-228-kib.md).
 * - Corporate Fitness's journey page plans the buyer's group with the journey planner: the heaviest
 *   page is now that page at 159.8 KiB, its ceiling 160; the total 227.5 KiB
 *   (docs/decisions/0049-cofi-journey-page-plans-the-group.md).
 */
const { entryClosure: MAX_ENTRY_CLOSURE_KIB, heaviestPage: MAX_PAGE_KIB, total: MAX_TOTAL_KIB } = WORKER_BUDGET_KIB;

// The modules `npm run build` writes to dist/worker and wrangler uploads, built afresh. About 3 s.
const outdir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('production worker modules', async () => {
  // The same build as `npm run build` (it defines NODE_ENV itself, whatever vitest's is).
  const sizes = await measureWorkerModules(outdir);
  const bundle = [...sizes.code.values()].join('\n');
  const inputs = Object.keys(sizes.metafile.inputs);
  const kib = (bytes: number) => bytes / 1024;

  it('is built from the worker and none of compiler/ (compilers and checkers run by scripts and tests only)', () => {
    // esbuild's metafile names every module the bundle holds, by path from the project root.
    expect(inputs.some((input) => input.startsWith('worker/'))).toBe(true);
    expect(
      inputs.filter((input) => input.startsWith('compiler/')),
      'the worker imports compiler/: test/import-rules.test.ts names the import',
    ).toEqual([]);
  });

  it(`compiles at most ${MAX_ENTRY_CLOSURE_KIB} KiB gzip -9 for a redirect, and neither React's renderer nor a page`, () => {
    expect(kib(sizes.entryClosureGzip), 'the entry and its static imports').toBeLessThanOrEqual(MAX_ENTRY_CLOSURE_KIB);
    const closure = [sizes.entry];
    const entryInputs = new Set<string>();
    for (const out of closure) {
      for (const input of Object.keys(sizes.metafile.outputs[out]!.inputs)) entryInputs.add(input);
      for (const imported of sizes.metafile.outputs[out]!.imports)
        if (imported.kind === 'import-statement' && !closure.includes(imported.path)) closure.push(imported.path);
    }
    const tooEarly = [...entryInputs].filter((input) => /react-dom|\.page\.tsx$|render-page\.tsx$/.test(input));
    expect(tooEarly, 'imported statically by the entry: import them on demand (render-on-demand.ts)').toEqual([]);
  });

  it(`compiles at most ${MAX_PAGE_KIB} KiB gzip -9 for its heaviest page`, () => {
    expect(kib(sizes.heaviestPage.gzip), sizes.heaviestPage.module).toBeLessThanOrEqual(MAX_PAGE_KIB);
  });

  it(`is at most ${MAX_TOTAL_KIB} KiB gzip -9 in all`, () => {
    expect(kib(sizes.totalGzip), 'all modules concatenated, the entry first').toBeLessThanOrEqual(MAX_TOTAL_KIB);
  });

  it('names only classes the built stylesheet styles (the names compiled in agree with its rules)', () => {
    // A style template becomes its class name in the modules (scripts/static-class-names.ts): a
    // name the stylesheet lacks is a component drawn without its rules.
    const href = /'(\/assets\/components-[0-9a-f]+\.css)'/.exec(
      readFileSync(join(ROOT, 'worker/generated/component-stylesheet.ts'), 'utf8'),
    )![1]!;
    const styled = new Set(readFileSync(join(ROOT, 'dist/client', href), 'utf8').match(/\bgo\d+\b/g));
    const named = new Set(bundle.match(/\bgo\d+\b/g));
    expect(named.size, 'class names compiled into the modules').toBeGreaterThan(100);
    expect(
      [...named].filter((name) => !styled.has(name)),
      `names without rules in ${href}: npm run build`,
    ).toEqual([]);
  });

  it('carries none of the compiled content: the worker reads it from the static assets', () => {
    // A sentence of content/pages/privacypolicy.md, and the content module's own name.
    expect(bundle.includes('is the data controller for the personal data described here')).toBe(false);
    expect(bundle.includes('worker/generated/content.ts')).toBe(false);
  });

  it("carries zod's functional build only (zod/mini), never the classic API", () => {
    // Classic zod bundles every schema class with all its methods and the JSON-schema converters
    // (about 60 KB raw); one classic import anywhere in the worker's graph brings them all back.
    // Inputs that put bytes in a module (the metafile also lists modules shaken to nothing).
    const bundled = Object.values(sizes.metafile.outputs).flatMap((out) =>
      Object.entries(out.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    );
    const classic = bundled.filter((input) =>
      /node_modules\/zod\/v4\/(classic|core\/(to-json-schema|json-schema-processors))/.test(input),
    );
    expect(
      classic,
      "import * as z from common/zod-mini.ts (zod/mini), not from 'zod', in worker/, common/ and client/",
    ).toEqual([]);
  });

  it("carries neither zod's locales nor React's legacy string renderer", () => {
    // Words of zod's German locale: `import { z } from 'zod'` brings in every locale.
    expect(bundle.includes('zu haben'), "zod's locales are bundled: import * as z from 'zod', never import { z }").toBe(
      false,
    );
    expect(
      bundle.includes('renderToStaticMarkup'),
      "react-dom's legacy renderer is bundled: the alias for react-dom/server in compiler/steps/build-worker-modules.ts",
    ).toBe(false);
  });

  it("carries React's server renderer as module code: its CommonJS exports gone, the unused ones shaken out", () => {
    // As CommonJS it was one 110 KB function, pre-parsed at start and parsed again on the first
    // render, with every export kept (scripts/react-dom-server-module.ts).
    expect(bundle.includes('.renderToReadableStream=function'), 'the renderer assigned to an exports object').toBe(
      false,
    );
    expect(bundle.includes('resumeAndPrerender'), 'an export the worker never calls').toBe(false);
    expect(
      Object.values(sizes.metafile.outputs).some((out) =>
        Object.keys(out.inputs).some((input) => input.endsWith('react-dom/cjs/react-dom-server.edge.production.js')),
      ),
      "React's production server renderer is in the modules",
    ).toBe(true);
    // Its chunks are strings, encoded once per flush (scripts/react-string-chunks.ts): the byte
    // views' own error is gone with them.
    expect(bundle.includes('Cannot transport a detached buffer'), "React's renderer encodes every chunk").toBe(false);
  });

  it("compiles none of the CMS page's component and pictures for a trust centre, which loads its words the same way", () => {
    // The trust centres take `load` from worker/pages/cms-page-load.ts: importing it from
    // cms-page.tsx made Corporate Fitness's trust centre the heaviest page (157.6 KiB).
    const outputOf = (source: string) =>
      Object.keys(sizes.metafile.outputs).find((out) => sizes.metafile.outputs[out]!.entryPoint === source)!;
    const inputsOf = (source: string) =>
      [...staticClosure(sizes.metafile, outputOf(source))].flatMap((out) =>
        Object.entries(sizes.metafile.outputs[out]!.inputs)
          .filter(([, input]) => input.bytesInOutput > 0)
          .map(([path]) => path),
      );
    expect(inputsOf('worker/pages/solutions/fitness-challenges.page.tsx')).toContain('worker/pages/cms-page.tsx');
    for (const page of [
      'worker/pages/product/security-data-privacy.page.tsx',
      'worker/pages/solutions/security-privacy.page.tsx',
    ]) {
      const inputs = inputsOf(page);
      expect(inputs, page).toContain('worker/pages/cms-page-load.ts');
      expect(
        inputs.filter((input) => input === 'worker/pages/cms-page.tsx' || input.startsWith('worker/home/')),
        page,
      ).toEqual([]);
    }
  });
});
