/**
 * The trust centre's facts in the page's language (content/trust/trust-centre.de.json
 * through dataIn): cofi's German page shows German role names, matrix headings and sub-processor
 * purposes, with the facts (ids, providers' names, dates) as in English; the English page unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPageModules } from '../../preload-page-modules.ts';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

const PATH = '/product/benefits/security-data-privacy';

const html = async (path: string) => {
  const res = await get(urlOf('cofi', path));
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
const matrixOf = (page: string) => page.match(/data-testid="permissions-matrix"[\s\S]*?<\/table>/)?.[0] ?? '';
const subProcessorsOf = (page: string) => page.match(/data-testid="sub-processors"[\s\S]*?<\/table>/)?.[0] ?? '';

beforeAll(preloadPageModules, 120_000);

describe('cofi’s trust centre in German', () => {
  it('German role names, matrix headings and sub-processor purposes; ids and facts as in English', async () => {
    const page = await html(`/de${PATH}`);
    const matrix = matrixOf(page);
    expect(matrix).toContain('<th scope="col">Rolle</th>');
    expect(matrix).toContain('<th scope="col">Personen einladen</th>');
    expect(matrix).toContain('<th scope="row">Vollzugriff<span class="spec">');
    expect(matrix).toContain('<th scope="row">Nutzerdaten<span class="spec">');
    expect(matrix).not.toContain('<code>');
    expect(matrix).not.toContain('Full access');
    const table = subProcessorsOf(page);
    expect(table).toContain('<th scope="col">Zweck</th>');
    expect(table).toContain('Zählt Seitenaufrufe und meldet Fehler dieser Website');
    expect(table).toContain('Google LLC (Google Analytics 4)');
    expect(table).not.toContain('Counts page views');
    // The spec sheet's privacy table: each level a column heading with its sign.
    expect(page).toMatch(/data-privacy-level="PRIVATE"><span><svg[^]*?<\/svg>Privat \(nur Sie\)<\/span><\/th>/);
    expect(page).toContain('<time dateTime="2026-11-26">26. November 2026</time>');
  });

  it('the English page keeps its English words', async () => {
    const page = await html(PATH);
    const matrix = matrixOf(page);
    expect(matrix).toContain('<th scope="col">Role</th>');
    expect(matrix).toContain('<th scope="col">Invite users</th>');
    expect(matrix).toContain('<th scope="row">Full access<span class="spec">');
    expect(subProcessorsOf(page)).toContain('Counts page views and reports errors of this website');
    expect(page).toMatch(/data-privacy-level="PRIVATE"><span><svg[^]*?<\/svg>Private \(only you\)<\/span><\/th>/);
    // One capitalisation for the levels: sentence case, as every other locale writes them.
    expect(page).toMatch(/<\/svg>Friends only<\/span><\/th>/);
    expect(page).not.toContain('Friends Only');
    expect(page).not.toContain('Vollzugriff');
  });
});

describe('TeamTrek’s trust centre in Dutch', () => {
  it('the sub-processors’ table headed in Dutch, and the site that engages them, not uses them', async () => {
    const res = await get(urlOf('default', '/nl/solutions/security-privacy'));
    expect(res.status).toBe(200);
    const page = (await res.text()).replace(/<!-- -->/g, '');
    const table = subProcessorsOf(page);
    expect(table).toContain('<th scope="col">Regio</th>');
    expect(table).not.toContain('>Region<');
    expect(page).toContain('welke derde partijen deze website inschakelt');
    expect(page).not.toContain('derde partijen deze website gebruiken');
  });
});
