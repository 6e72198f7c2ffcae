import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { arabicFacesOf, declaringModule, fontFacesOf, importGraph, rulesOf } from './page-stylesheets.ts';

const input = (...paths: string[]) => ({
  bytes: 1,
  imports: paths.map((path) => ({ path, kind: 'import-statement' as const })),
});

describe('page stylesheets', () => {
  it('the declaring module is the outermost synchronous project frame, not the build that awaited it', () => {
    const stack = [
      'Error',
      '    at <anonymous> (/repo/compiler/steps/build-component-stylesheet.ts:45:37)',
      '    at <anonymous> (/repo/common/styles.ts:67:55)',
      '    at button (file:///repo/worker/ui/button-styles.ts:3:9)',
      '    at <anonymous> (/repo/worker/pages/home.page.tsx:8:1)',
      '    at ModuleJob.run (node:internal/modules/esm/module_job:325:25)',
      '    at async ModuleLoader.import (node:internal/modules/esm/loader:606:24)',
      '    at async <anonymous> (/repo/compiler/steps/build-component-stylesheet.ts:51:27)',
    ].join('\n');
    expect(declaringModule(stack, '/repo/')).toBe('worker/pages/home.page.tsx');
    expect(declaringModule(stack, '/repo')).toBe('worker/pages/home.page.tsx');
    expect(declaringModule('Error\n    at x (/elsewhere/node_modules/a.js:1:1)', '/repo')).toBeUndefined();
  });

  it('a graph follows static and lazy imports, and stops at the other pages', () => {
    const metafile = {
      inputs: {
        'index.ts': input('frame.tsx', 'loaders.ts'),
        'loaders.ts': input('a.page.tsx', 'b.page.tsx'),
        'frame.tsx': input('header.tsx'),
        'header.tsx': input(),
        'a.page.tsx': input('card.tsx'),
        'b.page.tsx': input('card.tsx', 'chart.tsx'),
        'card.tsx': input(),
        'chart.tsx': input(),
      },
      outputs: {},
    } as unknown as Metafile;
    const pages = new Set(['a.page.tsx', 'b.page.tsx']);
    expect([...importGraph(metafile, 'index.ts', pages)].sort()).toEqual([
      'frame.tsx',
      'header.tsx',
      'index.ts',
      'loaders.ts',
    ]);
    expect([...importGraph(metafile, 'b.page.tsx', pages)].sort()).toEqual(['b.page.tsx', 'card.tsx', 'chart.tsx']);
    expect(() => importGraph(metafile, 'missing.tsx')).toThrow(/missing\.tsx is not in the module graph/);
  });

  it('a sheet keeps the order of every rule, each rule once, whichever module declared it too', () => {
    const rules = [
      { name: 'go1', text: '.go1{a:1}', module: 'frame.tsx' },
      { name: 'go2', text: '.go2{b:1}', module: 'chart.tsx' },
      { name: 'go3', text: '.go3{c:1}', module: 'card.tsx' },
      // The same rule declared again by another module: goober writes it once.
      { name: 'go2', text: '', module: 'card.tsx' },
    ];
    expect(rulesOf(rules, new Set(['frame.tsx', 'card.tsx']))).toBe('.go1{a:1}.go2{b:1}.go3{c:1}');
    expect(rulesOf(rules, new Set(['frame.tsx']))).toBe('.go1{a:1}');
    expect(() => rulesOf([{ name: 'go9', text: '.go9{}', module: undefined }], new Set())).toThrow(
      /go9 has no declaring module/,
    );
  });

  it('a brand gets the faces its stacks name, with their metric fallbacks, and the Arabic ones a sheet of their own', () => {
    const faces = [
      "@font-face{font-family:'Manrope';src:url(/m.woff2)}",
      "@font-face{font-family:'Manrope Fallback';src:local('Arial')}",
      "@font-face{font-family:'Inter';src:url(/i.woff2)}",
      "@font-face{font-family:'IBM Plex Sans';src:url(/p.woff2)}",
      "@font-face{font-family:'IBM Plex Sans Arabic';src:url(/a.woff2);unicode-range:U+0600-06FF,U+0750-077F}",
    ].join('\n');
    const stacks = {
      heading: "'Manrope', 'IBM Plex Sans Arabic', 'Manrope Fallback', system-ui",
      body: "'Inter', system-ui",
    };
    expect(
      fontFacesOf(faces, stacks)
        .split('\n')
        .map((face) => /'([^']+)'/.exec(face)![1]),
    ).toEqual(['Manrope', 'Manrope Fallback', 'Inter']);
    // The Arabic faces, whichever brand: the sheet right-to-left pages link first.
    expect(arabicFacesOf(faces)).toBe(
      "@font-face{font-family:'IBM Plex Sans Arabic';src:url(/a.woff2);unicode-range:U+0600-06FF,U+0750-077F}",
    );
  });
});
