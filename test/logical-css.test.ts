/// <reference types="vite/client" />
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findPhysicalCss, findPhysicalCssInSource, type PhysicalCss } from '../compiler/physical-css.ts';
import { COMPONENT_STYLESHEET } from '../worker/generated/component-stylesheet.ts';
import { HOSTS } from './integration/helpers.ts';

/**
 * Right to left by CSS alone: every side in the site's styles is named by the reading
 * direction, so `dir="rtl"` mirrors the layout with the same stylesheet. A physical property
 * (`padding-left`, `right: 0`, `text-align: left`, `float: right`, four-value margins) in a goober
 * template, a style object, a tenant's `customCss` or the built component stylesheet fails here,
 * with its logical replacement. test/browser/right-to-left.test.ts checks the mirrored pages.
 */
const SOURCES = import.meta.glob(
  [
    '/worker/**/*.{ts,tsx}',
    '/client/**/*.{ts,tsx}',
    '/common/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!/worker/generated/**',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;
const TENANT_FILES = import.meta.glob('/tenants/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/**
 * Physical CSS on purpose: the file, the matched text and why. Keep it short; a new entry needs a
 * reason a reviewer accepts (the horizontal axis itself, not a side of the reading direction).
 */
const ALLOWED: { file: string; match: string; reason: string; builtOnly?: true }[] = [
  {
    file: '/worker/ui/layout/page-status.tsx',
    match: 'translateX(',
    reason: 'the loading bar slides along the horizontal axis; its box is mirrored by scaleX(-1) under :dir(rtl)',
  },
  {
    file: '/worker/ui/layout/page-status.tsx',
    match: 'left:',
    reason: 'the sliding part starts at the edge the slide starts from; mirrored with its box under :dir(rtl)',
  },
  {
    file: '/worker/ui/scroll-cue.ts',
    match: 'linear-gradient(to ',
    reason: "a table's scroll cue sits at the edge it scrolls towards; its [dir='rtl'] rule mirrors it",
    builtOnly: true,
  },
];

const allowed = (file: string, hit: PhysicalCss) => ALLOWED.some((a) => a.file === file && hit.match.includes(a.match));
const report = (file: string, hits: PhysicalCss[]) =>
  hits.filter((hit) => !allowed(file, hit)).map((hit) => `${file}:${hit.line}: ${hit.match} → use ${hit.fix}`);

describe('logical CSS only (right to left by the same stylesheet)', () => {
  it('finds the style sources to scan', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(Object.keys(SOURCES)).toContain('/worker/ui/base-styles.ts');
    expect(Object.keys(SOURCES)).toContain('/client/islands/drawer.tsx');
  });

  it('no goober template or style object in worker/, client/ or common/ names a physical side', () => {
    const problems = Object.entries(SOURCES).flatMap(([file, text]) => report(file, findPhysicalCssInSource(text)));
    expect(problems).toEqual([]);
  });

  it("no tenant's customCss names a physical side", () => {
    const problems = Object.entries(TENANT_FILES).flatMap(([file, text]) => {
      const customCss = (JSON.parse(text) as { customCss?: string }).customCss ?? '';
      return report(`${file} (customCss)`, findPhysicalCss(customCss));
    });
    expect(problems).toEqual([]);
  });

  it('the built component stylesheet has no physical declaration', async () => {
    const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
    const response = await assets.fetch(`https://${HOSTS.default}${COMPONENT_STYLESHEET}`);
    expect(response.status).toBe(200);
    const sheet = await response.text();
    expect(sheet.length).toBeGreaterThan(1000);
    // goober writes one rule a line or none: the report names the rule's selector instead of a line.
    const problems = findPhysicalCss(sheet)
      .filter((hit) => !ALLOWED.some((a) => hit.match.includes(a.match)))
      .map((hit) => `${COMPONENT_STYLESHEET}: ${hit.match} → use ${hit.fix}`);
    expect(problems).toEqual([]);
  });

  it('every allow-list entry is still needed', () => {
    const unused = ALLOWED.filter(
      (a) => !a.builtOnly && !findPhysicalCssInSource(SOURCES[a.file] ?? '').some((hit) => hit.match.includes(a.match)),
    );
    expect(unused).toEqual([]);
  });
});
