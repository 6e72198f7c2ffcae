/**
 * The pricing page's own words (billing switch, estimator, cards, comparison,
 * add-ons, support, FAQ heading; messages `pricing.*`) in the page's language, for both brands,
 * the estimator's arithmetic with the language's plurals, and English as it was.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf as html } from '../helpers.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { PAGE_LOCALES } from '../../../common/i18n/locales.ts';
import { ESTIMATOR_SLOTTED_KEYS } from '../../../worker/pages/pricing/estimator-labels.ts';

/** The words each check looks for, per page: estimator heading, billing switch, compare heading. */
const CASES = [
  {
    tenant: 'default',
    path: '/pricing',
    words: {
      heading: 'Estimate your cost',
      billing: 'Billing',
      switch: ['Monthly', 'Yearly', 'One-time'],
      compare: 'Compare plans',
      more: ['Questions buyers ask', 'Add-ons', 'Support plans', 'Prices in', 'Recommended'],
    },
  },
  {
    tenant: 'default',
    path: '/de/pricing',
    words: {
      heading: 'Kosten schätzen',
      billing: 'Abrechnung',
      switch: ['Monatlich', 'Jährlich', 'Einmalig'],
      compare: 'Tarife vergleichen',
      more: ['Fragen, die Einkäufer stellen', 'Add-ons', 'Support-Pakete', 'Preise in', 'Empfohlen'],
    },
  },
  {
    tenant: 'default',
    path: '/ar/pricing',
    words: {
      heading: 'قدّر تكلفتك',
      billing: 'الفوترة',
      switch: ['شهري', 'سنوي', 'لمرة واحدة'],
      compare: 'قارن الخطط',
      more: ['أسئلة المشترين', 'الإضافات', 'خطط الدعم', 'الأسعار بعملة', 'موصى بها'],
    },
  },
  {
    tenant: 'cofi',
    path: '/fr/pricing',
    words: {
      // Its price sheet's own headings (worker/i18n/employer-words.ts).
      heading: 'Chiffrez le budget de votre programme',
      billing: 'Facturation',
      switch: ['Mensuel', 'Annuel', 'Ponctuel'],
      compare: 'Comparer les formules',
      more: [
        'Les questions des RH, de la finance et de l’informatique',
        'Options',
        'Formules d’assistance',
        'Prix en',
        'Recommandé',
      ],
    },
  },
];

describe('the pricing page’s own words in the page’s language', () => {
  for (const { tenant, path, words } of CASES)
    it(`${tenant} ${path}: estimator heading, billing switch, compare heading and the tables’ words`, async () => {
      const page = await html(tenant, path);
      expect(page).toMatch(new RegExp(`<h2 id="[^"]+h">${words.heading}</h2>`));
      const billing = page.match(/<nav[^>]*aria-label="([^"]+)"[^>]*data-testid="billing-switch">(.*?)<\/nav>/);
      expect(billing?.[1]).toBe(words.billing);
      expect([...billing![2]!.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(words.switch);
      expect(page).toContain(`<h2 id="compare-plans">${words.compare}</h2>`);
      for (const word of words.more) expect(page, word).toContain(`>${word}<`);
      if (path !== '/pricing')
        for (const english of ['Estimate your cost', 'Compare plans', 'Questions buyers ask'])
          expect(page).not.toContain(english);
    });

  it('the estimator’s arithmetic counts in the language’s plural forms, English as calculatePrice wrote it', async () => {
    // Its words without markup: on a right-to-left page each amount is a <bdi> of its own.
    const how = async (tenant: string, path: string) =>
      (await html(tenant, path)).match(/<p class="how">(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, '');
    expect(await how('default', '/pricing?plan=pro&participants=250&months=3&billing=monthly')).toMatch(
      /^250 participants × 3 months × \S+ = \S+; excluding VAT, with Self-service support\.$/,
    );
    expect(await how('default', '/pricing?plan=pro&participants=1&years=1&billing=yearly')).toMatch(
      /^1 participant × 1 year × /,
    );
    expect(await how('default', '/de/pricing?plan=pro&participants=1&months=1&billing=monthly')).toMatch(
      /^1 teilnehmende Person × 1 Monat × [\d,]+\u00a0€ = [\d,]+\u00a0€; ohne MwSt\., mit dem Support-Paket Self-Service\.$/,
    );
    expect(await how('default', '/de/pricing?plan=pro&participants=1200&months=3&billing=monthly')).toMatch(
      /^1\.200 Teilnehmende × 3 Monate × /,
    );
    const three = new Intl.NumberFormat('ar').format(3);
    expect(await how('default', '/ar/pricing?plan=pro&participants=3&years=2&billing=yearly')).toMatch(
      new RegExp(`^${three} مشاركين × سنتان × `),
    );
    expect(await how('cofi', '/fr/pricing?plan=pro&participants=40&billing=one-time')).toMatch(
      /^40 participants × 3,00\u00a0€ = 120,00\u00a0€\u202f; hors TVA/,
    );
  });

  it('the estimator’s separators are the language’s: French “ ;” and “ :” after a narrow space, Arabic “؛”', async () => {
    const result = async (tenant: string, path: string) => {
      const page = await html(tenant, path);
      return {
        how: (page.match(/<p class="how">(.*?)<\/p>/)?.[1] ?? '').replace(/<[^>]+>/g, ''),
        lines: [
          ...(page.match(/data-testid="estimate-lines">(.*?)<\/ul>/)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/g),
        ].map((m) => m[1]!),
      };
    };
    const query = '?plan=pro&participants=100&months=3&billing=monthly&sso=1';
    const fr = await result('cofi', `/fr/pricing${query}`);
    expect(fr.how).toMatch(/\S\u202f; hors TVA/);
    expect(fr.how).not.toMatch(/\S; /);
    expect(fr.lines.length).toBeGreaterThan(0);
    // The count after the colon: a figure, or a once-per-order line's words ("une fois ×").
    for (const line of fr.lines) expect(line).toMatch(/^[^:]*\S\u202f: (\d|une fois ×)/);
    const ar = await result('default', `/ar/pricing${query}`);
    expect(ar.how).toMatch(/\S؛ \S/);
    expect(ar.how).not.toContain(';');
    expect(ar.lines.length).toBeGreaterThan(0);
    const de = await result('default', `/de/pricing${query}`);
    expect(de.how).toMatch(/\S; ohne MwSt\./);
    for (const line of de.lines) expect(line).toMatch(/^[^:]*\S: (\d|einmal ×)/);
  });

  it('a plan without the chosen billing is said in the page’s language', async () => {
    const total = async (path: string) => (await html('default', path)).match(/<p class="total">([^<]*)<\/p>/)?.[1];
    expect(await total('/pricing?plan=essentials&billing=one-time')).toBe(
      'Essentials is not offered as a one-time event.',
    );
    expect(await total('/pricing?plan=starter&billing=yearly')).toBe('Starter is not offered yearly; choose monthly.');
    expect(await total('/de/pricing?plan=essentials&billing=one-time')).toBe(
      'Essentials gibt es nicht als einmaliges Event.',
    );
    expect(await total('/nl/pricing?plan=starter&billing=yearly')).toBe(
      'Starter is niet jaarlijks beschikbaar; kies maandelijks.',
    );
  });

  it('the trial pages name the chosen plan in the page’s language', async () => {
    expect(await html('default', '/de/start-trial?plan=pro')).toContain(
      'Ihr Tarif: Pro. Wählen Sie unten eine kostenlose Testphase',
    );
    expect(await html('default', '/start-trial?plan=pro')).toContain(
      'Your plan: Pro. Pick a free trial below; your choice goes with you when you start it.',
    );
  });

  it('the messages the estimator fills in the browser are text in every language, not compiled functions', () => {
    for (const locale of PAGE_LOCALES)
      for (const key of ESTIMATOR_SLOTTED_KEYS)
        expect(CONTENT[`messages:${locale}`]?.[key], `${locale} ${key}`).toBeDefined();
  });
});
