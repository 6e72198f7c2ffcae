import { renderToString } from 'react-dom/server';
import { englishTranslate } from '../../i18n/messages.ts';
import { pictureWords } from './picture-words.ts';
import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../tenants/registry.ts';
import { themeVariables } from '../theme.ts';
import { SAMPLE_LEADERBOARD } from './gallery-data.ts';
import { PhoneLeaderboard } from './phone-leaderboard.tsx';

/** The pictures' English words, as an English page passes them. */
const WORDS = pictureWords(englishTranslate);
import { resolveColour } from './resolve-colour.ts';

/**
 * One markup for every tenant: an illustration's colours are the theme's custom properties, which
 * the page's <html> class sets per tenant and mode (worker/ui/theme.ts). So "different fills per
 * tenant" is: the same markup, whose paints resolve to each theme's own colours.
 */
describe('the same illustration in each tenant and mode', () => {
  const html = renderToString(
    <PhoneLeaderboard
      event="Spring Step Challenge"
      status="Day 12"
      rows={SAMPLE_LEADERBOARD}
      lang="en"
      words={WORDS}
    />,
  );
  const paints = [...new Set([...html.matchAll(/ (?:fill|stroke)="((?:var|color-mix)\([^"]+)"/g)].map((m) => m[1]!))];
  const themes = {
    default: themeVariables(TENANTS.default!, 'default'),
    cofi: themeVariables(TENANTS.cofi!, 'default'),
    'default, high contrast': themeVariables(TENANTS.default!, 'highcontrast'),
    'cofi, high contrast': themeVariables(TENANTS.cofi!, 'highcontrast'),
  };
  const resolved = Object.fromEntries(
    Object.entries(themes).map(([k, vars]) => [k, paints.map((p) => resolveColour(p, vars))]),
  );

  it('draws the header, ranks and the leading team in the brand colour, as a custom property', () => {
    expect(html).toContain('fill="var(--tt-primary)"');
    expect(paints.length).toBeGreaterThan(4);
  });

  it('resolves to different fills for default and cofi, and to the high-contrast palette in each', () => {
    const primary = Object.fromEntries(
      Object.entries(themes).map(([k, vars]) => [k, resolveColour('var(--tt-primary)', vars)]),
    );
    expect(primary).toEqual({
      default: TENANTS.default!.theme.primary,
      cofi: TENANTS.cofi!.theme.primary,
      'default, high contrast': TENANTS.default!.highContrastTheme.primary,
      'cofi, high contrast': TENANTS.cofi!.highContrastTheme.primary,
    });
    expect(new Set(Object.values(primary)).size).toBe(4);
    // Every paint of the picture, taken together, differs between any two of the four.
    const signatures = Object.values(resolved).map((colours) => colours.join(' '));
    expect(new Set(signatures).size).toBe(4);
  });
});
