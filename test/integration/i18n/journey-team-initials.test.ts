import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { teamInitials, teamInitialsAll } from '../../../worker/ui/illustrations/team-initials.ts';
import { pageHtmlOf } from '../helpers.ts';

const LOCALES = ['', 'de/', 'fr/', 'es/', 'nl/', 'ar/'];
const slugs = Object.keys(CONTENT.journeys);
const ZWNJ = '\u200c';

/** The letters in the legend's swatches, and those of the markers of each drawing (wide, phone). */
function drawnInitials(html: string) {
  const legend = html.match(/data-testid="map-team-legend">([\s\S]*?)<\/ul>/)?.[1] ?? '';
  const legendLetters = [...legend.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((t) => t[1]!);
  const markers = [...html.matchAll(/class="team-initials"[^>]*>([^<]*)</g)].map((t) => t[1]!);
  const n = legendLetters.length || 1;
  const groups = Array.from({ length: Math.ceil(markers.length / n) }, (_, i) => markers.slice(i * n, i * n + n));
  return { groups, legendLetters };
}

describe('team initials on journey maps, every locale', () => {
  it('skip articles and linking words, and the Arabic article «ال»', () => {
    expect(teamInitials('The Night Shift')).toBe('NS');
    expect(teamInitials('Pèlerins de la paie')).toBe('PP');
    expect(teamInitials('L’Équipe de nuit')).toBe('ÉN');
    expect(teamInitials('Mother-Road-Macher')).toBe('MR');
    expect(teamInitials('رحّالة الطريق الأم')).toBe(['ر', 'ط'].join(ZWNJ));
    expect(teamInitials('المدارات')).toBe('م');
    expect(teamInitials('أبو الهول في المبيعات')).toBe(['أ', 'ه'].join(ZWNJ));
    expect(teamInitials('أساطير الشؤون القانونية')).toBe(['أ', 'ش'].join(ZWNJ));
  });

  it('are unique within one map even when two teams start alike', () => {
    expect(new Set(teamInitialsAll(['Team Lynx', 'Team Lion', 'Tough Lemons'])).size).toBe(3);
    expect(teamInitialsAll(['Trail Blazers', 'Team Bison'])).toEqual(['TB', 'B']);
  });

  it.each(LOCALES.flatMap((prefix) => slugs.map((slug) => [prefix, slug] as const)))(
    '/%schallenges/journeys/%s: markers and legend agree, no two alike, no bare article letter',
    async (prefix, slug) => {
      const html = await pageHtmlOf('default', `/${prefix}challenges/journeys/${slug}`);
      const { groups, legendLetters } = drawnInitials(html);
      expect(legendLetters.length, 'legend').toBeGreaterThanOrEqual(3);
      expect(new Set(legendLetters).size, legendLetters.join(' ')).toBe(legendLetters.length);
      expect(groups.length, 'maps drawn').toBeGreaterThanOrEqual(1);
      // Markers are drawn leader last (on top): the same letters as the legend, reversed.
      for (const group of groups) expect(group).toEqual([...legendLetters].reverse());
      for (const letters of legendLetters) expect(letters).not.toMatch(/^ا|ا$/);
    },
  );
});
