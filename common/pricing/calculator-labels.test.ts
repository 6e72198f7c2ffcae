import { describe, expect, it } from 'vitest';
import { ENGLISH_FORM_LABELS as EN } from '../../client/islands/parts/english-form-labels.fixture.ts';
import { priceList } from '../../worker/pricing/price-list.ts';
import { calculatePrice, type PriceInput } from './calculate.ts';
import { lineWords } from './calculator-labels.ts';
import type { CalculatorFormLabels } from './calculator-labels.ts';

const ORDERS: [string, PriceInput, string][] = [
  [
    'Pro monthly in the discount',
    { license: 'PRO', participants: 1200, duration: { kind: 'monthly', months: 1 }, currency: 'EUR' },
    '2025-10-01',
  ],
  [
    'Starter monthly with every add-on',
    {
      license: 'BASIC',
      participants: 1,
      duration: { kind: 'monthly', months: 3 },
      currency: 'GBP',
      supportPlan: 'FULL_SERVICE',
      addOns: { dataRetentionMonths: 1, singleSignOn: true, customDpa: true, badgePacks: 2 },
    },
    '2026-11-26',
  ],
  [
    'Enterprise yearly',
    { license: 'ENTERPRISE', participants: 50, duration: { kind: 'yearly', years: 2 }, currency: 'USD' },
    '2026-11-26',
  ],
  [
    'a one-time event extended',
    {
      license: 'PRO',
      participants: 300,
      duration: { kind: 'one-time' },
      currency: 'USD',
      extendedQuarters: 1,
      addOns: { badgePacks: 1 },
    },
    '2026-11-26',
  ],
];

describe('the calculator lines in the page words', () => {
  it.each(ORDERS)('%s: English words are calculatePrice English, to the byte', (_, input, today) => {
    const result = calculatePrice(input, priceList, today);
    if (!result.ok) throw new Error(result.error);
    for (const line of result.lines) {
      const words = lineWords(line, EN, result.currency);
      expect(`${words.label}: ${words.factors} × ${words.unitPrice} = ${words.amount}`).toBe(
        `${line.label}: ${line.calculation}`,
      );
      expect(words.note).toBe(line.note);
    }
  });

  it('German counts, plural forms, money and a discount note follow the German words', () => {
    const DE: CalculatorFormLabels = {
      ...EN,
      language: 'de',
      lines: { ...EN.lines, monthly: '{plan} monatlich' },
      units: {
        ...EN.units,
        participants: { plural: 'count', one: '{#count} teilnehmende Person', other: '{#count} Teilnehmende' },
        months: { plural: 'count', one: '{#count} Monat', other: '{#count} Monate' },
      },
      discountPercent: '{percent} Rabatt auf {price} bis {date}',
    };
    const result = calculatePrice(ORDERS[0]![1], priceList, ORDERS[0]![2]);
    if (!result.ok) throw new Error(result.error);
    const words = lineWords(result.lines[0]!, DE, 'EUR');
    expect(words.label).toBe('Pro monatlich');
    expect(words.factors).toBe('1.200 Teilnehmende × 1 Monat');
    // The percentage as German writes it (Intl: a no-break space before the sign); the message has none.
    expect(words.note).toMatch(/^\d+\u00a0% Rabatt auf \d+,\d\d\u00a0€ bis 1\. November 2025$/);
    const NL: CalculatorFormLabels = {
      ...DE,
      language: 'nl',
      discountPercent: '{percent} korting op {price} tot {date}',
    };
    expect(lineWords(result.lines[0]!, NL, 'EUR').note).toMatch(/^\d+% korting op .* tot 1 november 2025$/);
    const FR: CalculatorFormLabels = {
      ...DE,
      language: 'fr',
      discountPercent: '{percent} de remise sur {price} jusqu’au {date}',
    };
    expect(lineWords(result.lines[0]!, FR, 'EUR').note).toMatch(/ jusqu’au 1er novembre 2025$/);
    expect(words.amount).toMatch(/^[\d.]+,\d\d\u00a0€$/);
  });

  it('a support plan and an add-on are named in the page’s words, not by the price list’s English labels', () => {
    const DE: CalculatorFormLabels = {
      ...EN,
      language: 'de',
      lines: { ...EN.lines, support: 'Support: {plan}', extended: 'Verlängerung (1 Quartal): {plan}' },
      supportNames: {
        SELF_SERVICE: 'Self-Service',
        SETUP_SERVICE: 'Einrichtungsservice',
        FULL_SERVICE: 'Full-Service',
      },
      addOnNames: { ...EN.addOnNames, 'badge-pack': 'Badge-Paket' },
    };
    const input: PriceInput = { ...ORDERS[3]![1], supportPlan: 'SETUP_SERVICE' };
    const result = calculatePrice(input, priceList, ORDERS[3]![2]);
    if (!result.ok) throw new Error(result.error);
    const labels = result.lines.map((line) => lineWords(line, DE, 'USD').label);
    expect(labels).toContain('Support: Einrichtungsservice');
    expect(labels).toContain('Verlängerung (1 Quartal): Pro');
    expect(labels).toContain('Badge-Paket');
    expect(labels.join(' ')).not.toMatch(/Setup-service|Badge Pack|1Q/);
  });
});
