/**
 * What a native reader of French and Spanish checks on both brands: the trust centre's roles table
 * reads "Oui : toutes les données…" (no capital after the colon), cofi's results read "64 %", no
 * role code such as REPORTING reaches a visitor, the rebrand banner warns that its page is in
 * English, French puts its narrow space before a label's colon, and the converter's sources and
 * the journeys' sample teams are in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';
import { formatPercent } from '../../../common/i18n/format-list.ts';

const htmlOf = async (tenant: string, path: string) => {
  const res = await get(urlOf(tenant, path));
  expect(res.status, `${tenant} ${path}`).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
/** The text of each permissions-matrix cell that grants something, tags dropped. */
const grantedCells = (html: string) =>
  [...html.matchAll(/<td[^>]*data-allowed="true"[^>]*>([\s\S]*?)<\/td>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"),
  );
/** The page without its data attributes (`data-role="REPORTING"` names a row for scripts, not a reader). */
const withoutDataAttributes = (html: string) => html.replace(/\sdata-[a-z-]+="[^"]*"/g, '');

describe('the trust centre’s roles table: lower case after the colon', () => {
  for (const [tenant, path, yes] of [
    ['default', '/fr/solutions/security-privacy', 'Oui\u202f: '],
    ['cofi', '/fr/product/benefits/security-data-privacy', 'Oui\u202f: '],
    ['default', '/es/solutions/security-privacy', 'Sí: '],
  ] as const)
    it(`${tenant} ${path}`, async () => {
      const cells = grantedCells(await htmlOf(tenant, path));
      expect(cells).toHaveLength(12);
      for (const cell of cells) {
        const yesAt = cell.replace(/\u00a0/g, '\u202f').indexOf(yes);
        expect(yesAt, cell).toBe(0);
        expect(cell.slice(yes.length), cell).toMatch(/^\p{Ll}/u);
      }
    });
});

describe('cofi’s home: results as each language writes a percentage, and no role code', () => {
  it('French and German read 64 % with their no-break space (as Intl writes it), English 64%', async () => {
    const french = await htmlOf('cofi', '/fr/');
    expect(french).toMatch(/>64[\u202f\u00a0]%</);
    expect(french).toContain(`>${formatPercent(64, 'fr')}<`);
    expect(french).toContain(`>${formatPercent(58, 'fr')}<`);
    expect(french).not.toContain('>64%<');
    expect(await htmlOf('cofi', '/de/')).toMatch(/>64[\u202f\u00a0]%</);
    expect(await htmlOf('cofi', '/')).toContain('>64%<');
  });

  // The report's caption says whose screen it is: a role's name means nothing to a visitor.
  for (const [path, caption, role] of [
    ['/fr/', 'Vue organisateur', 'Rôle Rapports'],
    ['/', 'Organiser&#x27;s view', 'Reporting role'],
    ['/de/', 'Organisatoransicht', 'Rolle „Berichte“'],
  ] as const)
    it(`cofi ${path} captions the report "${caption}", never a role code`, async () => {
      const html = withoutDataAttributes(await htmlOf('cofi', path));
      expect(html).toContain(`>${caption}</text>`);
      expect(html).not.toContain(role);
      expect(html).not.toContain('REPORTING');
    });

  it('/fr/product/benefits/insights says "le rôle Rapports", not Reporting', async () => {
    const html = await htmlOf('cofi', '/fr/product/benefits/insights');
    expect(html).toContain('Le rôle Rapports');
    expect(html).not.toMatch(/[Rr]eporting/);
  });
});

describe('the rebrand banner’s link to an English-only page says so', () => {
  for (const [locale, marker] of [
    ['fr', '(en anglais)'],
    ['es', '(en inglés)'],
  ] as const)
    it(`/${locale}/`, async () => {
      const html = await htmlOf('default', `/${locale}/`);
      const banner = /<div[^>]*data-testid="rebrand-banner"[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
      // The link holds two texts, the wide screen's and the phone's; the marker follows it.
      const link = /<a [^>]*href="\/[^"]*"[^>]*>[\s\S]*?<\/a>(.{0,120})/s.exec(banner);
      expect(link, banner).not.toBeNull();
      expect(link![0]).toContain('hreflang="en"');
      expect(link![1]).toContain(marker);
    });

  it('an English page keeps its banner link unmarked', async () => {
    const html = await htmlOf('default', '/');
    const banner = /<div[^>]*data-testid="rebrand-banner"[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
    expect(banner).toContain('<a ');
    expect(banner).not.toContain('hreflang');
  });
});

describe('French typography and the converter’s sources', () => {
  it('/fr/accessibility: "E-mail : " with a narrow no-break space, on both brands', async () => {
    for (const tenant of ['default', 'cofi']) {
      const html = await htmlOf(tenant, '/fr/accessibility');
      expect(html).toContain('E-mail\u202f: <a href="mailto:');
      expect(html).not.toContain('E-mail: ');
    }
    expect(await htmlOf('default', '/es/accessibility')).not.toContain('\u202f: <a href="mailto:');
  });

  for (const [locale, ours, english] of [
    ['fr', 'mise à jour de 2011', 'Travaux de Tudor-Locke et coll.'],
    ['es', 'actualización de 2011', 'Estudios de Tudor-Locke y colaboradores'],
  ] as const)
    it(`/${locale}/resources/convert-steps: the title stays English, our words are translated`, async () => {
      const html = await htmlOf('default', `/${locale}/resources/convert-steps`);
      expect(html).toContain('Compendium of Physical Activities (Ainsworth et al.');
      expect(html).toContain(ours);
      expect(html).toContain(english);
      expect(html).not.toContain('2011 update');
      expect(html).not.toContain('Walking-cadence research');
      expect(html).not.toContain('2:30');
    });
});

describe('journeys: sample teams named in the page’s language', () => {
  it('/fr/…/us-route-66 and seven wonders: French team names and caption', async () => {
    const route66 = await htmlOf('default', '/fr/challenges/journeys/us-route-66');
    expect(route66).toContain('Les Nomades de la 66');
    expect(route66).not.toContain('Mother Road Movers');
    expect(route66).toContain('Exemples d’équipes, telles que la carte en direct les affiche pendant un défi');
    const wonders = await htmlOf('default', '/fr/challenges/journeys/seven-wonders-of-the-ancient-world');
    expect(wonders).toContain('Les Lièvres de Pharos');
    expect(wonders).not.toContain('Pharos Pacers');
  });

  it('/es/…/us-route-66: one team per name, and the title without the English name', async () => {
    const html = await htmlOf('default', '/es/challenges/journeys/us-route-66');
    expect(/<h1[^>]*>([^<]*)</.exec(html)?.[1]).toBe('Ruta 66');
    expect(html).toContain('Los Tragakilómetros');
    expect(html.match(/Nómadas/g) ?? []).not.toHaveLength(0);
    expect(html).not.toContain('Nómadas nocturnos');
  });
});
