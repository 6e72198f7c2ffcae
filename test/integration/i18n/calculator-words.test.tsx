/**
 * The price calculator's form, lines and input errors in the page's language.
 * The form renders in the browser from the island's props, so these tests read the props real
 * tenant hosts send and render the form with them (React's server renderer, as the island would).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { islandMarker } from '../../island-props.ts';
import { urlOf } from '../../tenant-hosts.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { PAGE_LOCALES } from '../../../common/i18n/locales.ts';
import { CALCULATOR_SLOTTED_KEYS } from '../../../worker/pages/pricing/calculator-labels.ts';
import { ENGLISH_FORM_LABELS } from '../../../client/islands/parts/english-form-labels.fixture.ts';
import { CalculatorForm } from '../../../client/islands/parts/price-calculator-form.tsx';
import type { PriceCalculatorProps } from '../../../client/islands/price-calculator.tsx';
import { calculatePrice } from '../../../common/pricing/calculate.ts';
import { problemWords } from '../../../common/pricing/calculator-labels.ts';

const calculatorProps = async (tenant: string, path: string) => {
  const res = await get(urlOf(tenant, path));
  expect(res.status, path).toBe(200);
  const marker = islandMarker<PriceCalculatorProps>(await res.text(), 'price-calculator');
  expect(marker, `${path} has the calculator`).not.toBeNull();
  return marker!.props;
};
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const formText = (p: PriceCalculatorProps) =>
  textOf(renderToString(<CalculatorForm rows={p.rows} currency={p.currency} today={p.today} labels={p.formLabels} />));

describe('the price calculator in the page’s language', () => {
  it('English /pricing sends the English words the form always had', async () => {
    const props = await calculatorProps('default', '/pricing');
    expect(props.formLabels).toEqual(ENGLISH_FORM_LABELS);
    expect(formText(props)).toContain('Starter monthly: 100 participants × 3 months × ');
  });

  it('/de/pricing: German labels, options, hint-free lines and German counts', async () => {
    const props = await calculatorProps('default', '/de/pricing');
    const text = formText(props);
    for (const word of ['Ihr Event', 'Lizenz', 'Abrechnung', 'Laufzeit in Monaten', 'Währung', 'Support-Paket'])
      expect(text).toContain(word);
    expect(text).toContain('Einmaliges Event');
    expect(text).toContain('Self-Service (kostenlos)');
    // Money as German writes it (the request has no country: US dollars; formText collapses spaces).
    expect(text).toContain('Gesamt: 300,00 $ ohne MwSt.');
    expect(text).toContain('Starter monatlich: 100 Teilnehmende × 3 Monate × 1,00 $ = 300,00 $');
    expect(text).toContain('Support: Self-Service: 1 × 0,00 $ = 0,00 $');
    expect(text).toContain('300,00 $ + 0,00 $ = 300,00 $');
    expect(text).not.toContain('$300.00');
    expect(text).not.toMatch(/participants|months|Licence|Total:/);
  });

  it('/de/pricing: an input error and a plan not offered are German', async () => {
    const props = await calculatorProps('default', '/de/pricing');
    const L = props.formLabels;
    const tooMany = calculatePrice(
      { license: 'PRO', participants: 2_000_000, duration: { kind: 'monthly', months: 1 }, currency: 'EUR' },
      props.rows,
      props.today,
    );
    expect(!tooMany.ok && problemWords(tooMany.problem, tooMany.error, L)).toBe(
      'Geben Sie 1.000.000 oder weniger ein.',
    );
    const yearlyStarter = calculatePrice(
      { license: 'BASIC', participants: 10, duration: { kind: 'yearly', years: 1 }, currency: 'EUR' },
      props.rows,
      props.today,
    );
    expect(!yearlyStarter.ok && problemWords(yearlyStarter.problem, yearlyStarter.error, L)).toBe(
      'Starter gibt es nicht jährlich; wählen Sie monatlich',
    );
  });

  it('/ar/pricing counts in Arabic plural forms; cofi /fr/pricing in French', async () => {
    const ar = formText(await calculatorProps('default', '/ar/pricing'));
    expect(ar).toContain('المدة بالأشهر');
    expect(ar).toMatch(/Starter شهريًا: 100 مشارك × 3 أشهر × /);
    const fr = formText(await calculatorProps('cofi', '/fr/pricing'));
    expect(fr).toContain('Durée en mois');
    expect(fr).toContain('Total : 300,00 $US hors TVA');
  });

  it('the messages the calculator fills in the browser are text in every language', () => {
    for (const locale of PAGE_LOCALES)
      for (const key of CALCULATOR_SLOTTED_KEYS)
        expect(CONTENT[`messages:${locale}`]?.[key], `${locale} ${key}`).toBeDefined();
  });
});
