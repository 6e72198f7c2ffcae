import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { buildDataTranslations, translationFileOf } from './build-data-translations.ts';
import { sourceHash } from './build-translations.ts';
import { translationCoverage } from './translation-report.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import type { SiteContent } from '../../worker/content/site-content-types.ts';

const english = JSON.stringify(CONTENT['data:home']);
const german = { translatedFrom: sourceHash(english), ...CONTENT['data:de:home']! };
const files = (de: object) => ({ 'content/home.json': english, 'content/home.de.json': JSON.stringify(de) });

describe('buildDataTranslations', () => {
  it('compiles each translation into its own part, none for a locale without a file', () => {
    const { parts, problems } = buildDataTranslations(files(german), CONTENT['data:priceList']);
    expect(problems).toEqual([]);
    expect(Object.keys(parts)).toEqual(['data:de:home']);
    expect(parts['data:de:home']?.brands.default.rows[0]?.title).toBe('Alle bringen das Team voran');
  });

  it('refuses a translation that breaks the English file’s schema: file, field, rule and fix', () => {
    const tooLong = structuredClone(german);
    tooLong.brands.default.sample.teams[0]!.name = 'Die unermüdlichen Nachteulen';
    const { parts, problems } = buildDataTranslations(files(tooLong), CONTENT['data:priceList']);
    expect(parts).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/home.de.json', path: 'brands.default.sample.teams.0.name' });
    expect(problems[0]!.message).toMatch(/16.*the rule of content\/home\.json, which this file translates/);
  });

  it('refuses a translation without its source hash, naming the hash to write', () => {
    const { translatedFrom: _, ...withoutHash } = german;
    const { problems } = buildDataTranslations(files(withoutHash), CONTENT['data:priceList']);
    expect(problems).toEqual([
      {
        file: 'content/home.de.json',
        path: 'translatedFrom',
        message: `must record its English source as "translatedFrom": "${sourceHash(english)}" (the hash of content/home.json it was translated from)`,
      },
    ]);
  });

  it('refuses plans whose FAQ names a price the price list does not have', () => {
    const plans = { translatedFrom: 'sha256:0123456789abcdef', ...structuredClone(CONTENT['data:fr:planContent']!) };
    plans.faq.cofi[0]!.answer += ' {{price:no-such-plan}}';
    const { problems } = buildDataTranslations(
      { 'content/pricing/plans.fr.json': JSON.stringify(plans) },
      CONTENT['data:priceList'],
    );
    expect(problems.map((p) => p.file)).toEqual(['content/pricing/plans.fr.json']);
    expect(problems[0]!.message).toContain('no-such-plan');
  });

  it('gives a plans translation, which holds words only, the English file’s matrix', () => {
    const english = CONTENT['data:planContent']!;
    const german = CONTENT['data:de:planContent']!;
    expect(german.groups[0]!.features[0]!.name).not.toBe(english.groups[0]!.features[0]!.name);
    expect(german.groups.map((g) => g.features.map((f) => [f.plans, f.priceKeys]))).toEqual(
      english.groups.map((g) => g.features.map((f) => [f.plans, f.priceKeys])),
    );
  });

  it('names a translation after its English file', () => {
    expect(translationFileOf('content/features/catalogues.json', 'ar')).toBe('content/features/catalogues.ar.json');
  });

  it('npm run check’s coverage counts a page with a data file as translated only with its translation', () => {
    const withoutFrenchPlans = { ...CONTENT } as SiteContent & Record<string, unknown>;
    delete withoutFrenchPlans['data:fr:planContent'];
    const french = (content: SiteContent) =>
      translationCoverage({ default: TENANTS.default! }, content).find((row) => row.locale === 'fr')!;
    expect(french(CONTENT).missing).not.toContain('/fr/');
    expect(french(CONTENT).missing).not.toContain('/fr/pricing');
    expect(french(withoutFrenchPlans).missing).toContain('/fr/pricing');
    expect(french(withoutFrenchPlans).missing).toContain('/fr/pricing/support-plans');
    expect(french(withoutFrenchPlans).translated).toBe(french(CONTENT).translated - 2); // /fr/pricing and /fr/pricing/support-plans
  });
});

describe('buildDataTranslations: the trust centre', () => {
  const trustEnglish = JSON.stringify(CONTENT['data:trust']);
  const trustGerman = { translatedFrom: sourceHash(trustEnglish), ...CONTENT['data:de:trust']! };
  const trustFiles = (de: object) => ({
    'content/trust/trust-centre.json': trustEnglish,
    'content/trust/trust-centre.de.json': JSON.stringify(de),
  });

  it('compiles the German trust centre', () => {
    const { parts, problems } = buildDataTranslations(trustFiles(trustGerman), undefined);
    expect(problems).toEqual([]);
    expect(parts['data:de:trust']?.roles[0]?.name).toBe('Vollzugriff');
  });

  it('refuses a translation with a changed id, naming file, field and rule', () => {
    const swapped = structuredClone(trustGerman);
    swapped.roles[0]!.id = 'REPORTING';
    swapped.roles[4]!.id = 'FULL_ACCESS';
    const { parts, problems } = buildDataTranslations(trustFiles(swapped), undefined);
    expect(parts).toEqual({});
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/trust/trust-centre.de.json',
        path: 'roles[0].id',
        message: expect.stringMatching(/must stay "FULL_ACCESS".*as in content\/trust\/trust-centre\.json/),
      }),
      expect.objectContaining({ path: 'roles[4].id' }),
    ]);
  });

  it('refuses a moved pin or a changed date as well', () => {
    const moved = structuredClone(trustGerman);
    moved.regions[1]!.lat = 48;
    moved.subProcessorsChanged = '2026-12-01';
    const { problems } = buildDataTranslations(trustFiles(moved), undefined);
    expect(problems.map((p) => p.path)).toEqual(['regions[1].lat', 'subProcessorsChanged']);
  });
});

describe('buildDataTranslations: the step table', () => {
  const tableEnglish = JSON.stringify(CONTENT['data:stepTable']);
  const tableGerman = { translatedFrom: sourceHash(tableEnglish), ...CONTENT['data:de:stepTable']! };
  const tableFiles = (de: object) => ({
    'content/step-conversion.json': tableEnglish,
    'content/step-conversion.de.json': JSON.stringify(de),
  });

  it('compiles the German method and Compendium entries', () => {
    const { parts, problems } = buildDataTranslations(tableFiles(tableGerman), undefined);
    expect(problems).toEqual([]);
    expect(parts['data:de:stepTable']?.activities.find((a) => a.activity === 'YOGA')?.basis).toBe('Yoga, Hatha');
  });

  it('refuses a translation that changes a MET value, naming file, field and the English file', () => {
    const changed = structuredClone(tableGerman);
    const cycling = changed.activities.findIndex((a) => a.activity === 'CYCLING');
    changed.activities[cycling]!.met = 8.5;
    const { parts, problems } = buildDataTranslations(tableFiles(changed), undefined);
    expect(parts).toEqual({});
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/step-conversion.de.json',
        path: `activities[${cycling}].met`,
        message: expect.stringMatching(/must stay 8, found 8\.5 \(as in content\/step-conversion\.json\)/),
      }),
    ]);
  });

  it('takes a source named in the language’s words but refuses a changed source URL: it stays as published', () => {
    const changed = structuredClone(tableGerman);
    changed.sources[0]!.name = 'Compendium of Physical Activities (Ainsworth u. a., Aktualisierung 2011)';
    changed.sources[1]!.url = 'https://example.org/';
    const { problems } = buildDataTranslations(tableFiles(changed), undefined);
    expect(problems.map((p) => p.path)).toEqual(['sources[1].url']);
  });
});
