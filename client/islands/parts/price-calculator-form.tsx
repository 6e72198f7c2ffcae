import { useId, useState, type ReactNode } from 'react';
import type { PriceResult } from '../../../common/pricing/calculate.ts';
import { fillMessage } from '../../../common/i18n/fill-message.ts';
import {
  lineWords,
  moneyFor,
  sumWords,
  problemWords,
  type CalculatorFormLabels,
} from '../../../common/pricing/calculator-labels.ts';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '../../../common/pricing/currency.ts';
import {
  LICENSE_LABELS,
  type License,
  type PriceList,
  type SupportPlan,
} from '../../../common/pricing/price-list-schema.ts';
import {
  addOnsIn,
  billingsFor,
  fieldOf,
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
  /** The form's words in the page's language (`pricing.calc.*`). */
  labels: CalculatorFormLabels;
}

type Setter = <K extends keyof CalculatorState>(key: K, value: CalculatorState[K]) => void;

/** A labelled control with its error beside it (`aria-describedby`) when `calculatePrice` refuses it. */
function Field({
  id,
  label,
  error,
  hint,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** A row of its own: a choice whose options are long in some languages ("Self-service (kostenlos)"). */
  wide?: boolean;
  children: (a11y: Record<string, unknown>) => ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'field wide' : 'field'}>
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
function CalculatorResult({
  result,
  failed,
  L,
}: {
  result: PriceResult;
  failed?: { field: FieldName; message: string };
  L: CalculatorFormLabels;
}) {
  return (
    <div className="result" aria-live="polite" data-testid="calculator-result">
      {result.ok ? (
        <>
          <p className="total" aria-atomic="true">
            {L.total} <strong data-testid="calculator-total">{moneyFor(L, result.currency)(result.totalCents)}</strong>{' '}
            <span className="vat">{L.excl}</span>
          </p>
          <ul className="lines" data-testid="calculator-lines">
            {result.lines.map((line) => {
              const l = lineWords(line, L, result.currency);
              return (
                <li key={line.key} aria-atomic="true">
                  {fillMessage(L.lineLabel, L.language, { label: l.label })} {l.factors} ×{' '}
                  <bdi dir="ltr">{l.unitPrice}</bdi> = <bdi dir="ltr">{l.amount}</bdi>
                  {l.note && <span className="note"> ({l.note})</span>}
                </li>
              );
            })}
          </ul>
          <p className="sum" aria-atomic="true">
            {L.calculation}{' '}
            <bdi dir="ltr" data-testid="calculator-calculation">
              {sumWords(result.lines, result.totalCents, L, result.currency)}
            </bdi>
          </p>
        </>
      ) : (
        <p className="total" aria-atomic="true">
          {failed?.field === 'form' ? failed.message : L.noTotal}
        </p>
      )}
    </div>
  );
}
const DURATION_KEYS: Record<Billing, 'months' | 'years' | 'quarters'> = {
  monthly: 'months',
  yearly: 'years',
  'one-time': 'quarters',
};

/**
 * The calculator's controls and its result: every control is a native labelled input or select;
 * the total and its arithmetic (from `calculatePrice`) are in a polite live region.
 */
export function CalculatorForm({ rows, currency: pageCurrency, today, labels: L }: CalculatorFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [state, setState] = useState<CalculatorState>(() => initialState(rows, pageCurrency));
  const set: Setter = (key, value) => setState((s) => ({ ...s, [key]: value }));
  const result = priceOf(state, rows, today);
  const failed = result.ok
    ? undefined
    : { field: fieldOf(result.problem), message: problemWords(result.problem, result.error, L) };
  const errorOf = (field: FieldName) => (failed?.field === field ? failed.message : undefined);
  const money = moneyFor(L, state.currency);
  /** An add-on's name and price from its row: "Single sign-on (€500.00)". */
  const addOnLabel = (key: string, message: CalculatorFormLabels['flatAddOn']) => {
    const r = rows.find((p) => p.key === key)!;
    return fillMessage(message, L.language, {
      name: L.addOnNames[key] ?? r.name,
      price: money(r.prices[state.currency]),
    });
  };
  const addOns = addOnsIn(rows);
  const durationKey = DURATION_KEYS[state.billing];

  return (
    <form className="calculator" onSubmit={(e) => e.preventDefault()} noValidate>
      <fieldset>
        <legend>{L.event}</legend>
        <Field id={id('license')} label={L.license} error={errorOf('license')}>
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
        <Field id={id('billing')} label={L.billing} error={errorOf('billing')}>
          {(a) => (
            <select {...a} value={state.billing} onChange={(e) => set('billing', e.target.value as Billing)}>
              {billingsFor(rows, state.license).map((b) => (
                <option key={b} value={b}>
                  {L.billings[b]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('participants')} label={L.participants} error={errorOf('participants')}>
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
          label={L.duration[state.billing]}
          error={errorOf('duration')}
          hint={state.billing === 'one-time' ? L.quarterHint : undefined}
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
        <Field id={id('currency')} label={L.currency} error={errorOf('currency')}>
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
        <legend>{L.extras}</legend>
        <Field id={id('support')} label={L.supportPlan} error={errorOf('supportPlan')} wide>
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
                    {L.supportNames[plan]} ({price ? money(price) : L.free})
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        {addOns.has('data-retention') && (
          <Field
            id={id('retention')}
            label={addOnLabel('data-retention', L.retention)}
            hint={addOnLabel('data-retention', L.retentionHint)}
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
            label={addOnLabel('single-sign-on', L.flatAddOn)}
            checked={state.singleSignOn}
            error={errorOf('singleSignOn')}
            onChange={(v) => set('singleSignOn', v)}
          />
        )}
        {addOns.has('custom-dpa') && (
          <Check
            id={id('dpa')}
            label={addOnLabel('custom-dpa', L.flatAddOn)}
            checked={state.customDpa}
            error={errorOf('customDpa')}
            onChange={(v) => set('customDpa', v)}
          />
        )}
        {addOns.has('badge-pack') && (
          <Field id={id('badges')} label={addOnLabel('badge-pack', L.badgePacks)} error={errorOf('badgePacks')}>
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
      <CalculatorResult result={result} failed={failed} L={L} />
    </form>
  );
}
