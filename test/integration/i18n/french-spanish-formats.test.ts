/**
 * What a French or Spanish reader meets that code, not copy, writes: the Essentials plan's price
 * lines, the data centres' pins, the accessibility statement's spacing figures, the converter's
 * swim pace, the video dialog's name, a pound price, a job title after a person's name and the
 * trust centre's dates (French writes the first of a month « 1er »).
 */
import { describe, expect, it } from 'vitest';
import { islandProps } from '../../island-props.ts';
import { pageHtmlOf, textOf } from '../helpers.ts';

describe('the Essentials plan page speaks the page’s language around its prices', () => {
  it('cofi /fr/pricing/essentials-plan: French price lines and list name', async () => {
    const html = await pageHtmlOf('cofi', '/fr/pricing/essentials-plan?currency=EUR');
    const list = /<ul[^>]*data-testid="essentials-prices"[^>]*>[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(list).toContain('aria-label="Prix en EUR"');
    const text = textOf(list);
    expect(text).toMatch(/0,35\s€ par participant et par mois/);
    expect(text).toMatch(
      /3,60\s€ par participant et par an, facturé annuellement Soit 14\s% de moins que 12 mensualités\./,
    );
    expect(text).not.toMatch(/per participant|billed|prices in/i);
  });
});

describe('the data centres’ pins on cofi’s home in each language', () => {
  for (const [path, pins] of [
    ['/fr/', ['É.-U.', 'UE', 'R.-U.']],
    ['/de/', ['USA', 'EU', 'UK']],
    ['/', ['US', 'EU', 'UK']],
  ] as const)
    it(`cofi ${path}: ${pins.join(' / ')}`, async () => {
      const html = await pageHtmlOf('cofi', path);
      const picture = /<svg[^>]*aria-label="(?:Centres de données|Rechenzentren|Data centres)[\s\S]*?<\/svg>/.exec(
        html,
      )?.[0];
      expect(picture, path).toBeDefined();
      const shown = [...picture!.matchAll(/<text[^>]*font-weight="800"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
      expect(shown).toEqual(pins);
    });
});

describe('figures written as the language writes them', () => {
  for (const [tenant, path, figures] of [
    [
      'default',
      '/fr/accessibility',
      'hauteur de ligne 1,5, espacement des paragraphes 2\u00a0em, des lettres 0,12\u00a0em, des mots 0,16\u00a0em',
    ],
    [
      'cofi',
      '/fr/accessibility',
      'hauteur de ligne 1,5, espacement des paragraphes 2\u00a0em, des lettres 0,12\u00a0em',
    ],
    [
      'default',
      '/es/accessibility',
      'altura de línea 1,5, espacio entre párrafos 2\u00a0em, entre letras 0,12\u00a0em',
    ],
  ] as const)
    it(`${tenant} ${path}: WCAG spacing with decimal commas`, async () => {
      const html = await pageHtmlOf(tenant, path);
      expect(html).toContain(figures);
      expect(html).not.toMatch(/0\.12\s?em|1\.5,/);
    });

  for (const [tenant, path, pace] of [
    ['default', '/fr/resources/convert-steps', 'environ 3 min aux 100 m'],
    ['cofi', '/fr/resources/convert-steps', 'environ 3 min aux 100 m'],
    ['default', '/es/resources/convert-steps', 'unos 3 min por 100 m'],
  ] as const)
    it(`${tenant} ${path}: the swim pace in minutes, not a clock`, async () => {
      const html = (await pageHtmlOf(tenant, path)).replace(/[\u00a0\u202f]/g, ' ');
      expect(html).toContain(pace);
      expect(html).not.toContain('3:00');
    });

  it('/es/pricing in pounds: "£", never the code', async () => {
    const html = await pageHtmlOf('default', '/es/pricing?currency=GBP');
    expect(html).toMatch(/\d,\d\d\u00a0£/);
    expect(html).not.toMatch(/\d,\d\d\u00a0GBP/);
  });
});

describe('the video dialog is named in the page’s language', () => {
  for (const [path, name, close] of [
    ['/fr/product/benefits/workout-videos', 'Vidéo', 'Fermer la vidéo'],
    ['/product/benefits/workout-videos', 'Video', 'Close video'],
  ] as const)
    it(`cofi ${path}`, async () => {
      const html = await pageHtmlOf('cofi', path);
      expect(html).toMatch(new RegExp(`<dialog[^>]* aria-label="${name}"`));
      expect(islandProps<{ words: { name: string; close: string } }>(html, 'video-dialog').words).toEqual({
        name,
        close,
      });
    });
});

describe('a job title after a person’s name', () => {
  // The name stands on its own line beside the initials; the title and the club follow it.
  for (const [path, byline] of [
    ['/fr/challenges/journeys/us-route-66', 'Secrétaire du club, Riverside Running Club'],
    ['/es/challenges/journeys/us-route-66', 'Secretario del club, Riverside Running Club'],
    ['/challenges/journeys/us-route-66', 'Club Secretary, Riverside Running Club'],
  ] as const)
    it(`${path}: Tom Okafor, ${byline}`, async () => {
      const text = textOf(await pageHtmlOf('default', path));
      expect(text.slice(text.indexOf('Tom Okafor'))).toMatch(new RegExp(`^Tom Okafor\\s+${byline}`));
    });

  it('/fr/…/us-route-66 names each sample team once: one Nomades, and Les Noctambules', async () => {
    const html = await pageHtmlOf('default', '/fr/challenges/journeys/us-route-66');
    expect(html).toContain('Les Noctambules');
    expect(html).not.toContain('Nomades de nuit');
  });
});

describe('the trust centre’s dates as French and Spanish write them', () => {
  /** Every `<time>` of a page: its machine date and what the reader reads. */
  const times = (html: string) =>
    [...html.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})">([^<]*)<\/time>/g)].map((m) => [m[1]!, m[2]!] as const);

  for (const [tenant, path] of [
    ['default', '/fr/solutions/security-privacy'],
    ['cofi', '/fr/product/benefits/security-data-privacy'],
  ] as const)
    it(`${tenant} ${path}: « Page vérifiée le 1er décembre 2026 », and the first of any month as 1er`, async () => {
      const html = await pageHtmlOf(tenant, path);
      expect(textOf(html)).toContain('Page vérifiée le 1er décembre 2026');
      const dates = times(html);
      expect(dates.length).toBeGreaterThanOrEqual(2);
      for (const [iso, read] of dates)
        expect(read, iso).toMatch(
          iso.endsWith('-01') ? /^1er \p{L}+ \d{4}$/u : /^(?:[2-9]|[12]\d|3[01]) \p{L}+ \d{4}$/u,
        );
    });

  it('/es/solutions/security-privacy: the first of a month stays a number in Spanish', async () => {
    const html = await pageHtmlOf('default', '/es/solutions/security-privacy');
    expect(textOf(html)).toContain('1 de diciembre de 2026');
    expect(html).not.toContain('1er');
  });
});
