/**
 * The trust centre's "At a glance" facts: on cofi's spec sheet each row is named before its figure,
 * so every label is its own words in sentence case, in each of cofi's locales; TeamTrek's cards
 * caption a figure after it ("3 data-centre regions: …"), so theirs may run on in lower case.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { dataIn } from '../../worker/content/localized-data.ts';
import { preloadPageModules } from '../preload-page-modules.ts';
import { urlOf } from '../tenant-hosts.ts';
import { get } from './helpers.ts';

const labelsOf = (html: string): string[] => {
  const start = html.indexOf('data-testid="trust-proof"');
  expect(start).toBeGreaterThan(-1);
  const dl = html.slice(html.indexOf('<dl', start), html.indexOf('</dl>', start));
  return [...dl.matchAll(/<dt>([\s\S]*?)<\/dt>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"));
};

beforeAll(preloadPageModules, 120_000);

describe.each([
  ['en', ''],
  ['de', '/de'],
  ['fr', '/fr'],
] as const)('cofi’s trust centre in %s: “At a glance”', (locale, prefix) => {
  it('names each row in sentence case, with the sheet’s own words, not a card’s caption', async () => {
    const res = await get(urlOf('cofi', `${prefix}${TRUST_CENTRE_PATHS.cofi}`));
    expect(res.status).toBe(200);
    const labels = labelsOf(await res.text());
    const words = dataIn('trust', locale).proof;
    expect(labels.length).toBeGreaterThanOrEqual(5);
    for (const label of labels) expect(label, label).toMatch(/^\p{Lu}/u);
    expect(labels).toContain(words.regionsLabel);
    expect(labels).toContain(words.subProcessorsLabel);
    expect(labels).not.toContain(words.regions);
    expect(labels).not.toContain(words.subProcessors);
  });

  it('answers "who sees what" among its facts: the roles counted, the visibility levels named', async () => {
    const html = await (await get(urlOf('cofi', `${prefix}${TRUST_CENTRE_PATHS.cofi}`))).text();
    const facts = dataIn('trust', locale);
    expect(labelsOf(html)).toEqual(expect.arrayContaining([facts.proof.rolesLabel, facts.proof.visibilityLabel]));
    const proof = html.slice(
      html.indexOf('data-testid="trust-proof"'),
      html.indexOf('</dl>', html.indexOf('data-testid="trust-proof"')),
    );
    // A callout: the figure after its icon.
    expect(proof).toMatch(new RegExp(`<dd[^>]*>(?:<svg[\\s\\S]*?</svg>)?${facts.roles.length}</dd>`));
    for (const level of facts.privacyLevels) expect(proof).toContain(level.label.replace(/'/g, '&#x27;'));
  });
});

describe.each([
  ['en', ''],
  ['de', '/de'],
  ['fr', '/fr'],
] as const)('cofi’s trust centre in %s: callouts, then rows', (locale, prefix) => {
  it('opens with one row of callouts counted from the facts: regions, roles, activity sources, the DPA on request', async () => {
    const html = await (await get(urlOf('cofi', `${prefix}${TRUST_CENTRE_PATHS.cofi}`))).text();
    const facts = dataIn('trust', locale);
    const figures = [...html.matchAll(/<div data-proof="([a-z-]+)" data-figure="">([\s\S]*?)<\/div>/g)].map((m) => [
      m[1],
      // The figure itself: the regions' names under it have their own test (trust-proof.test.ts).
      m[2]!
        .replace(/<dt>[\s\S]*?<\/dt>/, '')
        .replace(/<dd class="names">[\s\S]*?<\/dd>/, '')
        .replace(/<[^>]+>/g, ''),
    ]);
    expect(figures).toEqual([
      ['regions', String(facts.regions.length)],
      ['roles', String(facts.roles.length)],
      // Every data provider of the spec: the ways activity reaches the platform.
      ['sources', String(facts.providers.length)],
      ['dpa', facts.proof.onRequest],
    ]);
    expect(facts.providers).toHaveLength(19);
  });

  it('names the sub-processors as this website’s, not the platform’s', async () => {
    const html = await (await get(urlOf('cofi', `${prefix}${TRUST_CENTRE_PATHS.cofi}`))).text();
    const words = dataIn('trust', locale);
    expect(labelsOf(html)).toContain(words.proof.subProcessorsLabel);
    // The same words as the section that lists them (its title, less a German soft hyphen).
    expect(words.proof.subProcessorsLabel).toBe(words.sections.subprocessors.title.replace(/\u00ad/g, ''));
  });
});

describe('TeamTrek’s trust centre: “At a glance”', () => {
  it('captions its figures with the cards’ running words', async () => {
    const labels = labelsOf(await (await get(urlOf('default', TRUST_CENTRE_PATHS.default))).text());
    const words = dataIn('trust', 'en').proof;
    expect(labels).toContain(words.regions);
    expect(labels).toContain(words.subProcessors);
    expect(labels).not.toContain(words.rolesLabel);
  });
});
