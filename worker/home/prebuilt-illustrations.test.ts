import { describe, expect, it } from 'vitest';
import { CONTENT } from '../content/built-content.ts';
import { TENANTS } from '../tenants/registry.ts';
import { renderHomeIllustrations } from './prebuilt-illustrations.ts';

describe("the home's illustrations rendered at build", () => {
  it('are what the worker renders, byte for byte, for every tenant and locale it offers', async () => {
    const rendered = await renderHomeIllustrations();
    const expected = Object.values(TENANTS).reduce((n, t) => n + t.locales.length, 0);
    expect(Object.keys(rendered)).toHaveLength(expected);
    for (const [part, pictures] of Object.entries(rendered)) {
      const built = CONTENT[part as `illustrations:${string}:${string}`];
      expect(built, `${part} is in the content (npm run build renders it)`).toBeDefined();
      expect(Object.keys(built!).sort(), part).toEqual(Object.keys(pictures).sort());
      for (const [key, markup] of Object.entries(pictures)) expect(built![key], key).toBe(markup);
    }
  });

  it('are SVG pictures with their text alternatives', () => {
    const picture = CONTENT['illustrations:en:cofi']!['home-hero:reporting|cofi|en']!;
    expect(picture).toMatch(/<svg[^>]*role="img"/);
    expect(picture).toMatch(/aria-label="[^"]+"|<title>/);
  });
});
