/**
 * The price tool's details (support plans, add-ons, the lines of a total) and its refusals in the
 * page's language. The estimator renders on the server from the island's props, so these tests
 * read the HTML real tenant hosts send, with estimates in the query.
 */
import { describe, expect, it } from 'vitest';
import { get, textOf } from '../helpers.ts';
import { islandMarker } from '../../island-props.ts';
import { urlOf } from '../../tenant-hosts.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { PAGE_LOCALES } from '../../../common/i18n/locales.ts';
import { CALCULATOR_SLOTTED_KEYS } from '../../../worker/pages/pricing/calculator-labels.ts';
import { ENGLISH_FORM_LABELS } from '../../../client/islands/parts/english-form-labels.fixture.ts';
import type { PricingEstimatorProps } from '../../../client/islands/pricing-estimator.tsx';

const estimator = async (tenant: string, path: string) => {
  const res = await get(urlOf(tenant, path));
  expect(res.status, path).toBe(200);
  const marker = islandMarker<PricingEstimatorProps>(await res.text(), 'pricing-estimator');
  expect(marker, `${path} has the estimator`).not.toBeNull();
  return { props: marker!.props, text: textOf(marker!.inner) };
};
const DETAILS = '?plan=starter&participants=100&months=3&support=setup-service&sso=1';

describe('the estimator’s details in the page’s language', () => {
  it('English /pricing sends the English words the calculator form always had, with Plan for the licence', async () => {
    const { props, text } = await estimator('default', `/pricing${DETAILS}`);
    expect(props.labels.calc).toEqual(ENGLISH_FORM_LABELS);
    expect(text).toContain('100 participants × 3 months × $1.00 = $300.00; excluding VAT.');
    expect(text).toContain('Support: Setup-service: 1 × $250.00 = $250.00');
    expect(text).toContain('Single sign-on: 1 × $500.00 = $500.00');
    expect(text).toContain('$1,050.00');
    expect(text).not.toMatch(/Licence/);
  });

  it('/de/pricing: German labels, options, lines and counts, money as German writes it', async () => {
    const { text } = await estimator('default', `/de/pricing${DETAILS}`);
    for (const word of ['Tarif', 'Abrechnung', 'Teilnehmende', 'Monate', 'Support und Add-ons', 'Support-Paket'])
      expect(text).toContain(word);
    expect(text).toContain('Self-Service (kostenlos)');
    // The request has no country: a German page opens in euro, written the German way.
    expect(text).toContain('100 Teilnehmende × 3 Monate × 1,00 € = 300,00 €; ohne MwSt.');
    // A once-per-order line says so in words, not a bare "1" before its price.
    expect(text).toContain('Support: Einrichtungsservice: einmal × 250,00 € = 250,00 €');
    expect(text).not.toMatch(/: 1 ×/);
    expect(text).toContain('1.050,00 €');
    expect(text).not.toMatch(/participants|months|Lizenz|Licence|\$1,050/);
  });

  it('/de/pricing: a refused count and a plan not offered are German sentences', async () => {
    const tooMany = await estimator('default', '/de/pricing?participants=2000000');
    expect(tooMany.text).toContain('Geben Sie 100.000 oder weniger ein.');
    const yearlyStarter = await estimator('default', '/de/pricing?billing=yearly&plan=starter&participants=10');
    expect(yearlyStarter.text).toContain('Starter gibt es nicht jährlich; wählen Sie monatlich.');
  });

  it('/ar/pricing counts in Arabic plural forms; cofi /fr/pricing in French', async () => {
    const ar = await estimator('default', `/ar/pricing${DETAILS}`);
    expect(ar.text).toMatch(/100 مشارك × 3 أشهر × /);
    // Once per order in words («مرة واحدة ×»), as the plural message of the count 1 says it.
    expect(ar.text).toMatch(/«خدمة الإعداد»: مرة واحدة × /);
    expect(ar.text).not.toMatch(/: 1 ×/);
    const fr = await estimator('cofi', `/fr/pricing${DETAILS}`);
    expect(fr.text).toContain('Mise en place : une fois × 250,00');
    expect(fr.text).toContain('Assistance et options');
    expect(fr.text).toContain('hors TVA');
  });

  it('the messages the estimator fills in the browser are text in every language', () => {
    for (const locale of PAGE_LOCALES)
      for (const key of CALCULATOR_SLOTTED_KEYS)
        expect(CONTENT[`messages:${locale}`]?.[key], `${locale} ${key}`).toBeDefined();
  });
});
