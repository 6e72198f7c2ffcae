import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { priceList } from '../../worker/pricing/price-list.ts';
import { CalculatorForm } from './parts/price-calculator-form.tsx';
import {
  billingsFor,
  calculatorRows,
  fieldError,
  initialState,
  licensesIn,
  priceOf,
  toPriceInput,
  withLicense,
  type CalculatorState,
} from '../../common/islands/price-calculator-model.ts';
import PriceCalculator from './price-calculator.tsx';

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
    expect(fieldError(!result.ok ? result.error : '')).toEqual({ field: 'participants', message: 'Enter a number.' });
  });

  it.each([
    ['participants: Too small: expected number to be >0', 'participants', 'Enter 1 or more.'],
    ['participants: Invalid input: expected int, received number', 'participants', 'Enter a whole number.'],
    ['duration.months: Too big: expected number to be <=120', 'duration', 'Enter 120 or less.'],
    ['extendedQuarters: Too big: expected number to be <=8', 'duration', 'Enter 8 or less.'],
    ['addOns.badgePacks: Too small: expected number to be >=0', 'badgePacks', 'Enter 0 or more.'],
    ['addOns.dataRetentionMonths: Invalid input: expected number, received NaN', 'retentionMonths', 'Enter a number.'],
    ['Starter is not offered yearly; choose monthly', 'billing', 'Starter is not offered yearly; choose monthly'],
    ['Essentials is not offered as a one-time event', 'billing', 'Essentials is not offered as a one-time event'],
    ['Essentials has no extended duration', 'duration', 'Essentials has no extended duration'],
    [
      'support plan FULL_SERVICE is missing from the price list',
      'supportPlan',
      'support plan FULL_SERVICE is missing from the price list',
    ],
    [
      'add-on single-sign-on is missing from the price list',
      'singleSignOn',
      'add-on single-sign-on is missing from the price list',
    ],
    ['input: something else', 'form', 'input: something else'],
  ])('an error "%s" shows next to %s', (error, field, message) => {
    expect(fieldError(error)).toEqual({ field, message });
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
      />,
    );
    expect(html).toMatch(/^<a [^>]*href="\/contact\?topic=pricing[^"]*"[^>]*>Open the price calculator<\/a>$/);
    expect(html).not.toContain('<dialog');
  });

  it('the form has labelled native controls, the page currency and the total in a polite live region', () => {
    const html = text(renderToString(<CalculatorForm rows={rows} currency="GBP" today={AFTER_DISCOUNT} />));
    for (const label of [
      'Licence',
      'Billing',
      'Participants',
      'Duration in months',
      'Currency',
      'Support plan',
      'Single Sign-On (£420.00)',
      'Badge Packs (£100.00 each)',
    ]) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>(<input[^>]*>)?${label.replace(/[()]/g, '\\$&')}`));
    }
    expect(html).toMatch(/<option value="GBP" selected="">GBP \(£\)<\/option>/);
    expect(html).toMatch(/aria-live="polite"[^>]*>.*Total: <strong[^>]*>£255\.00<\/strong>/s); // Starter: 100 × 3 × £0.85
    expect(html).toContain('100 participants × 3 months × £0.85 = £255.00');
  });

  it('an error of calculatePrice is shown next to its field and described by it', () => {
    const withoutSupport = rows.filter((r) => r.type !== 'support-plan' || r.plan !== 'SELF_SERVICE');
    const html = text(renderToString(<CalculatorForm rows={withoutSupport} currency="USD" today={AFTER_DISCOUNT} />));
    const id = /<select id="([^"]+)" aria-invalid="true" aria-describedby="([^"]+)"/.exec(html);
    expect(id?.[2]).toBe(`${id?.[1]}-error`);
    expect(html).toContain(
      `<p class="error" id="${id?.[2]}">support plan SELF_SERVICE is missing from the price list</p>`,
    );
    expect(html).toContain('No total yet: please check the highlighted field.');
  });
});
