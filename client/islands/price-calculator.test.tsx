import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { priceList } from '../../worker/pricing/price-list.ts';
import { CalculatorForm } from './parts/price-calculator-form.tsx';
import {
  billingsFor,
  calculatorRows,
  fieldOf,
  initialState,
  licensesIn,
  priceOf,
  toPriceInput,
  withLicense,
  type CalculatorState,
} from '../../common/islands/price-calculator-model.ts';
import PriceCalculator from './price-calculator.tsx';
import { problemWords } from '../../common/pricing/calculator-labels.ts';
import { ENGLISH_FORM_LABELS as L } from './parts/english-form-labels.fixture.ts';

const rows = calculatorRows(priceList);
const AFTER_DISCOUNT = '2026-11-22';
const pro50x3 = (currency: CalculatorState['currency']): CalculatorState => ({
  ...initialState(rows, currency),
  license: 'PRO',
  participants: '50',
  months: '3',
});
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('price calculator model', () => {
  it('keeps only the rows calculatePrice reads', () => {
    expect(rows.map((r) => r.key)).not.toContain('ready-to-go');
    expect(rows.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'pro',
        'one-time-pro',
        'extended-duration-pro',
        'support-full-service',
        'data-retention',
        'single-sign-on',
        'custom-dpa',
        'badge-pack',
      ]),
    );
  });

  it.each([
    ['LIGHT', ['monthly', 'yearly']],
    ['BASIC', ['monthly', 'one-time']],
    ['PRO', ['monthly', 'yearly', 'one-time']],
    ['ENTERPRISE', ['monthly', 'yearly', 'one-time']],
  ] as const)('offers %s billed %j, as the price list allows', (license, billings) => {
    expect(billingsFor(rows, license)).toEqual(billings);
  });

  it('the English add-on names are the price list’s, so English lines and labels are as they were', () => {
    for (const [key, name] of Object.entries(L.addOnNames)) expect(rows.find((r) => r.key === key)?.name).toBe(name);
  });

  it('lists the licences in the spec order', () =>
    expect(licensesIn(rows)).toEqual(['LIGHT', 'BASIC', 'PRO', 'ENTERPRISE']));

  it('a licence without the chosen billing switches to its first billing', () => {
    const yearlyPro = { ...initialState(rows, 'EUR'), license: 'PRO' as const, billing: 'yearly' as const };
    expect(withLicense(rows, yearlyPro, 'BASIC').billing).toBe('monthly');
    expect(withLicense(rows, yearlyPro, 'ENTERPRISE').billing).toBe('yearly');
  });

  it('50 participants × 3 months of Pro in EUR after the discount: €300.00', () => {
    const result = priceOf(pro50x3('EUR'), rows, AFTER_DISCOUNT);
    expect(result).toMatchObject({ ok: true, total: '€300.00', calculation: '€300.00 + €0.00 = €300.00' });
    expect(result.ok && result.lines[0]!.calculation).toBe('50 participants × 3 months × €2.00 = €300.00');
  });

  it('uses the date it is given: on 2025-11-01 the Pro discount still applies', () => {
    expect(priceOf(pro50x3('EUR'), rows, '2025-11-01')).toMatchObject({ ok: true, total: '€180.00' });
  });

  it('one-time events send quarters of extension, subscriptions none', () => {
    const oneTime = { ...pro50x3('GBP'), billing: 'one-time' as const, quarters: '2' };
    expect(toPriceInput(oneTime)).toMatchObject({ duration: { kind: 'one-time' }, extendedQuarters: 2 });
    expect(priceOf(oneTime, rows, AFTER_DISCOUNT)).toMatchObject({ ok: true, total: '£650.00' }); // 50 × £2.60 + 50 × 2 × £5.20
    expect(toPriceInput({ ...oneTime, billing: 'monthly' })).toMatchObject({ extendedQuarters: 0 });
  });

  it('empty number fields are refused by calculatePrice, not read as 0', () => {
    const result = priceOf({ ...pro50x3('USD'), participants: '' }, rows, AFTER_DISCOUNT);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(fieldOf(result.problem)).toBe('participants');
    expect(problemWords(result.problem, result.error, L)).toBe('Enter a number.');
  });

  it.each([
    [{ participants: '0' }, 'participants', 'Enter 1 or more.'],
    [{ participants: '1.5' }, 'participants', 'Enter a whole number.'],
    [{ participants: '2000000' }, 'participants', 'Enter 1,000,000 or less.'],
    [{ months: '121' }, 'duration', 'Enter 120 or less.'],
    [{ billing: 'one-time', quarters: '9' }, 'duration', 'Enter 8 or less.'],
    [{ badgePacks: '-1' }, 'badgePacks', 'Enter 0 or more.'],
    [{ retentionMonths: 'x' }, 'retentionMonths', 'Enter a number.'],
    [{ license: 'BASIC', billing: 'yearly' }, 'billing', 'Starter is not offered yearly; choose monthly'],
    [{ license: 'LIGHT', billing: 'one-time' }, 'billing', 'Essentials is not offered as a one-time event'],
  ] as const)('input %j is refused next to %s: "%s"', (change, field, message) => {
    const result = priceOf({ ...pro50x3('EUR'), ...change }, rows, AFTER_DISCOUNT);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(fieldOf(result.problem)).toBe(field);
    expect(problemWords(result.problem, result.error, L)).toBe(message);
  });

  it('a price-list fault keeps its English sentence, next to its field', () => {
    const noSso = rows.filter((r) => r.key !== 'single-sign-on');
    const result = priceOf({ ...pro50x3('EUR'), singleSignOn: true }, noSso, AFTER_DISCOUNT);
    expect(result).toMatchObject({ ok: false, error: 'add-on single-sign-on is missing from the price list' });
    if (result.ok) return;
    expect(fieldOf(result.problem)).toBe('singleSignOn');
    expect(problemWords(result.problem, result.error, L)).toBe(result.error);
  });
});

describe('price calculator (server HTML)', () => {
  it('is a link to the pricing question before JavaScript runs, with no dialog', () => {
    const html = renderToString(
      <PriceCalculator
        rows={rows}
        currency="EUR"
        today={AFTER_DISCOUNT}
        contactHref="/contact?topic=pricing&tenant=cofi"
        labels={{ open: 'Open the price calculator', title: '', intro: '', quote: '', close: '' }}
        formLabels={L}
      />,
    );
    expect(html).toMatch(/^<a [^>]*href="\/contact\?topic=pricing[^"]*"[^>]*>Open the price calculator<\/a>$/);
    expect(html).not.toContain('<dialog');
  });

  it('the form has labelled native controls, the page currency and the total in a polite live region', () => {
    const html = text(renderToString(<CalculatorForm rows={rows} currency="GBP" today={AFTER_DISCOUNT} labels={L} />));
    for (const label of [
      'Plan',
      'Billing',
      'Participants',
      'Duration in months',
      'Currency',
      'Support plan',
      'Single sign-on (£420.00)',
      'Badge Packs (£100.00 each)',
    ]) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>(<input[^>]*>)?${label.replace(/[()]/g, '\\$&')}`));
    }
    expect(html).toMatch(/<option value="GBP" selected="">GBP \(£\)<\/option>/);
    expect(html).toMatch(/aria-live="polite"[^>]*>.*Total: <strong[^>]*>£255\.00<\/strong>/s); // Starter: 100 × 3 × £0.85
    // Prices are isolated (`<bdi dir="ltr">`) for right-to-left pages; the text is calculatePrice's English.
    expect(html.replace(/<\/?bdi[^>]*>/g, '')).toContain(
      'Starter monthly: 100 participants × 3 months × £0.85 = £255.00',
    );
  });

  it('an error of calculatePrice is shown next to its field and described by it', () => {
    const withoutSupport = rows.filter((r) => r.type !== 'support-plan' || r.plan !== 'SELF_SERVICE');
    const html = text(
      renderToString(<CalculatorForm rows={withoutSupport} currency="USD" today={AFTER_DISCOUNT} labels={L} />),
    );
    const id = /<select id="([^"]+)" aria-invalid="true" aria-describedby="([^"]+)"/.exec(html);
    expect(id?.[2]).toBe(`${id?.[1]}-error`);
    expect(html).toContain(
      `<p class="error" id="${id?.[2]}">support plan SELF_SERVICE is missing from the price list</p>`,
    );
    expect(html).toContain('No total yet: please check the highlighted field.');
  });
});
