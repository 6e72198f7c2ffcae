import { useId, useState, type ReactNode } from 'react';
import type { PriceResult } from '../../../common/pricing/calculate.ts';
import { CURRENCIES, CURRENCY_SYMBOLS, formatCents, type Currency } from '../../../common/pricing/currency.ts';
import {
  LICENSE_LABELS,
  SUPPORT_LABELS,
  type License,
  type PriceList,
  type SupportPlan,
} from '../../../common/pricing/price-list-schema.ts';
import {
  addOnsIn,
  BILLING_LABELS,
  billingsFor,
  fieldError,
  initialState,
  licensesIn,
  priceOf,
  supportPlansIn,
  withLicense,
  type Billing,
  type CalculatorState,
  type FieldName,
} from '../../../common/islands/price-calculator-model.ts';

export interface CalculatorFormProps {
  rows: PriceList;
  currency: Currency;
  /** Today's ISO date on the server: the discount cut-off is judged against it. */
  today: string;
}

type Setter = <K extends keyof CalculatorState>(key: K, value: CalculatorState[K]) => void;

/** A labelled control with its error beside it (`aria-describedby`) when `calculatePrice` refuses it. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (a11y: Record<string, unknown>) => ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function Check({
  id,
  label,
  checked,
  error,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {label}
      </label>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The total, each line's arithmetic and the sum, in one polite live region; each part is atomic, so
 * a change announces "Total: €300.00 excluding VAT" rather than a bare number.
 */
function CalculatorResult({ result, failed }: { result: PriceResult; failed?: { field: FieldName; message: string } }) {
  return (
    <div className="result" aria-live="polite" data-testid="calculator-result">
      {result.ok ? (
        <>
          <p className="total" aria-atomic="true">
            Total: <strong data-testid="calculator-total">{result.total}</strong>{' '}
            <span className="vat">excluding VAT</span>
          </p>
          <ul className="lines" data-testid="calculator-lines">
            {result.lines.map((l) => (
              <li key={l.key} aria-atomic="true">
                {l.label}: {l.calculation}
                {l.note && <span className="note"> ({l.note})</span>}
              </li>
            ))}
          </ul>
          <p className="sum" aria-atomic="true">
            Calculation: <span data-testid="calculator-calculation">{result.calculation}</span>
          </p>
        </>
      ) : (
        <p className="total" aria-atomic="true">
          {failed?.field === 'form' ? failed.message : 'No total yet: please check the highlighted field.'}
        </p>
      )}
    </div>
  );
}

const DURATION_LABELS: Record<Billing, string> = {
  monthly: 'Duration in months',
  yearly: 'Duration in years',
  'one-time': 'Extended duration in quarters (optional)',
};
const DURATION_KEYS: Record<Billing, 'months' | 'years' | 'quarters'> = {
  monthly: 'months',
  yearly: 'years',
  'one-time': 'quarters',
};

/**
 * The calculator's controls and its result: every control is a native labelled input or select;
 * the total and its arithmetic (from `calculatePrice`) are in a polite live region.
 */
export function CalculatorForm({ rows, currency: pageCurrency, today }: CalculatorFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [state, setState] = useState<CalculatorState>(() => initialState(rows, pageCurrency));
  const set: Setter = (key, value) => setState((s) => ({ ...s, [key]: value }));
  const result = priceOf(state, rows, today);
  const failed = result.ok ? undefined : fieldError(result.error);
  const errorOf = (field: FieldName) => (failed?.field === field ? failed.message : undefined);
  const money = (cents: number) => formatCents(cents, state.currency);
  /** An add-on's name and price from its row: "Single Sign-On (€500.00)". */
  const addOnLabel = (key: string, format: (name: string, price: string) => string) => {
    const r = rows.find((p) => p.key === key)!;
    return format(r.name, money(r.prices[state.currency]));
  };
  const addOns = addOnsIn(rows);
  const durationKey = DURATION_KEYS[state.billing];

  return (
    <form className="calculator" onSubmit={(e) => e.preventDefault()} noValidate>
      <fieldset>
        <legend>Your event</legend>
        <Field id={id('license')} label="Licence" error={errorOf('license')}>
          {(a) => (
            <select
              {...a}
              value={state.license}
              onChange={(e) => setState((s) => withLicense(rows, s, e.target.value as License))}
            >
              {licensesIn(rows).map((l) => (
                <option key={l} value={l}>
                  {LICENSE_LABELS[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('billing')} label="Billing" error={errorOf('billing')}>
          {(a) => (
            <select {...a} value={state.billing} onChange={(e) => set('billing', e.target.value as Billing)}>
              {billingsFor(rows, state.license).map((b) => (
                <option key={b} value={b}>
                  {BILLING_LABELS[b]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('participants')} label="Participants" error={errorOf('participants')}>
          {(a) => (
            <input
              {...a}
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={state.participants}
              onChange={(e) => set('participants', e.target.value)}
            />
          )}
        </Field>
        <Field
          id={id('duration')}
          label={DURATION_LABELS[state.billing]}
          error={errorOf('duration')}
          hint={state.billing === 'one-time' ? 'Each quarter extends the event by three months.' : undefined}
        >
          {(a) => (
            <input
              {...a}
              type="number"
              inputMode="numeric"
              min={state.billing === 'one-time' ? '0' : '1'}
              step="1"
              value={state[durationKey]}
              onChange={(e) => set(durationKey, e.target.value)}
            />
          )}
        </Field>
        <Field id={id('currency')} label="Currency" error={errorOf('currency')}>
          {(a) => (
            <select {...a} value={state.currency} onChange={(e) => set('currency', e.target.value as Currency)}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c} ({CURRENCY_SYMBOLS[c]})
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset>
        <legend>Support and add-ons</legend>
        <Field id={id('support')} label="Support plan" error={errorOf('supportPlan')}>
          {(a) => (
            <select
              {...a}
              value={state.supportPlan}
              onChange={(e) => set('supportPlan', e.target.value as SupportPlan)}
            >
              {supportPlansIn(rows).map((plan) => {
                const price = rows.find((p) => p.type === 'support-plan' && p.plan === plan)!.prices[state.currency];
                return (
                  <option key={plan} value={plan}>
                    {SUPPORT_LABELS[plan]} ({price ? money(price) : 'free'})
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        {addOns.has('data-retention') && (
          <Field
            id={id('retention')}
            label={addOnLabel('data-retention', (n, p) => `${n}, months (${p} per participant per month)`)}
            error={errorOf('retentionMonths')}
          >
            {(a) => (
              <input
                {...a}
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                value={state.retentionMonths}
                onChange={(e) => set('retentionMonths', e.target.value)}
              />
            )}
          </Field>
        )}
        {addOns.has('single-sign-on') && (
          <Check
            id={id('sso')}
            label={addOnLabel('single-sign-on', (n, p) => `${n} (${p})`)}
            checked={state.singleSignOn}
            error={errorOf('singleSignOn')}
            onChange={(v) => set('singleSignOn', v)}
          />
        )}
        {addOns.has('custom-dpa') && (
          <Check
            id={id('dpa')}
            label={addOnLabel('custom-dpa', (n, p) => `${n} (${p})`)}
            checked={state.customDpa}
            error={errorOf('customDpa')}
            onChange={(v) => set('customDpa', v)}
          />
        )}
        {addOns.has('badge-pack') && (
          <Field
            id={id('badges')}
            label={addOnLabel('badge-pack', (n, p) => `${n}s (${p} each)`)}
            error={errorOf('badgePacks')}
          >
            {(a) => (
              <input
                {...a}
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                value={state.badgePacks}
                onChange={(e) => set('badgePacks', e.target.value)}
              />
            )}
          </Field>
        )}
      </fieldset>
      <CalculatorResult result={result} failed={failed} />
    </form>
  );
}
