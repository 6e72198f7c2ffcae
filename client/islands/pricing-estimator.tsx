import '../zod-jitless.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { Currency } from '../../common/pricing/currency.ts';
import {
  BILLING_PARAM,
  BILLINGS,
  estimateQuery,
  estimateTotal,
  LIMITS,
  switchHref,
  wantsSalesHint,
  type Billing,
  type CountField,
  type Estimate,
} from '../../common/pricing/estimate.ts';
import {
  SUPPORT_PLANS,
  type License,
  type PriceList,
  type SupportPlan,
} from '../../common/pricing/price-list-schema.ts';
import type { EstimatorLabels } from '../../common/pricing/estimator-labels.ts';
import { lineWords, moneyFor, problemWords } from '../../common/pricing/calculator-labels.ts';
import { fillMessage } from '../../common/i18n/fill-message.ts';
import { estimatorBox } from './parts/pricing-estimator-styles.ts';
import { CountInput } from './parts/estimator-count.tsx';
import { WithAmounts } from './parts/isolated-amounts.tsx';

export interface PricingEstimatorProps {
  /** The rows `calculatePrice` reads (licences, support plans, add-ons), prices in integer cents. */
  rows: PriceList;
  currency: Currency;
  /** The server's ISO date, so a discount ends by the server's clock, not the visitor's. */
  today: string;
  /** The estimate the URL asks for (choices validated, counts as typed). */
  initial: Estimate;
  /** Whether the URL carried estimator inputs: links and the URL then carry the whole estimate. */
  fromQuery: boolean;
  plans: { license: License; name: string }[];
  /** Parameters the GET form and the switches carry besides the estimate (currency, mode, previews). */
  hidden: [string, string][];
  /** Its words in the page's language (worker/pages/pricing/estimator-labels.ts). */
  labels: EstimatorLabels;
}

/** The page's plan cards, whose visible prices follow the billing switch (worker/pages/pricing/plan-cards.tsx). */
export const PLAN_CARDS_SELECTOR = '[data-plan-cards]';
/** The page's billing and currency links (worker/pages/pricing/pricing-switches.tsx). */
export const SWITCH_SELECTOR = 'a[data-switch]';

/** What the links and the URL carry: the whole estimate once the visitor typed, else the billing. */
function linkQuery(estimate: Estimate, touched: boolean, billingInUrl: boolean): URLSearchParams {
  if (touched) return estimateQuery(estimate);
  const q = new URLSearchParams();
  if (billingInUrl || estimate.billing !== 'monthly') q.set(BILLING_PARAM, estimate.billing);
  return q;
}

/**
 * The pricing page's one price tool: plan, billing, group size and duration, with support and
 * add-ons as its details. A GET form the server prices (its "Update estimate" button shows only
 * without JavaScript); with JavaScript the total follows every keystroke, and the page's billing
 * and currency links, the plan cards and the URL follow its one state. A count that is 0,
 * negative, not a number or too large is refused next to its field and no total is shown
 * (`estimateProblems`, the server's rule).
 */
export default function PricingEstimator(props: PricingEstimatorProps) {
  const { rows, currency, today, initial, plans, hidden, labels: L } = props;
  const C = L.calc;
  const id = useId();
  const [estimate, setEstimate] = useState<Estimate>(initial);
  const [touched, setTouched] = useState(props.fromQuery);
  const first = useRef(true);
  const result = estimateTotal(estimate, currency, rows, today);
  const money = moneyFor(C, currency);

  const change = (next: Partial<Estimate>) => {
    setEstimate((e) => ({ ...e, ...next }));
    setTouched(true);
  };

  // The page's billing links switch in place: the same state, no reload.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-switch="billing"]');
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      const billing = link.dataset.value as Billing;
      if (!(BILLINGS as readonly string[]).includes(billing)) return;
      event.preventDefault();
      setEstimate((e) => ({ ...e, billing }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // Cards, links and the URL follow the state (the first render is the server's: nothing to do).
  useEffect(() => {
    if (first.current) return void (first.current = false);
    const query = linkQuery(estimate, touched, true);
    document.querySelector<HTMLElement>(PLAN_CARDS_SELECTOR)?.setAttribute('data-billing', estimate.billing);
    for (const link of document.querySelectorAll<HTMLAnchorElement>(SWITCH_SELECTOR)) {
      const name = link.dataset.switch!;
      const value = link.dataset.value!;
      link.href = switchHref(location.pathname, hidden, query, [name, value]);
      if (name === BILLING_PARAM) link.setAttribute('aria-current', String(value === estimate.billing));
    }
    const url = new URL(window.location.href);
    for (const name of [...url.searchParams.keys()])
      if (!hidden.some(([kept]) => kept === name)) url.searchParams.delete(name);
    for (const [name, value] of query) url.searchParams.set(name, value);
    history.replaceState(history.state, '', url);
  }, [estimate, touched]);

  const problemOf = (field: CountField) => {
    const problem = result.refused?.[field];
    if (!problem) return undefined;
    const words = problemWords({ path: field, ...problem }, '', C);
    return field === 'participants' && problem.code === 'max' ? `${words} ${L.limit}` : words;
  };
  const count = (field: CountField, label: string, hint?: string) => (
    <CountInput
      id={`${id}${field}`}
      name={field}
      label={label}
      hint={hint}
      value={estimate[field]}
      min={LIMITS[field].min}
      max={LIMITS[field].max}
      error={problemOf(field)}
      onChange={(value) => change({ [field]: value })}
    />
  );
  const durationField: Record<Billing, [CountField, string, string?]> = {
    monthly: ['months', L.months],
    yearly: ['years', L.years],
    'one-time': ['quarters', C.duration['one-time'], C.quarterHint],
  };
  const addOn = (key: string) => rows.find((p) => p.key === key);
  const addOnLabel = (key: string, message: EstimatorLabels['calc']['flatAddOn']) =>
    fillMessage(message, C.language, {
      name: C.addOnNames[key] ?? addOn(key)?.name ?? key,
      price: money(addOn(key)?.prices[currency] ?? 0),
    });
  const supportPrice = (plan: SupportPlan) =>
    rows.find((p) => p.type === 'support-plan' && p.plan === plan)?.prices[currency] ?? 0;
  const extrasChosen =
    initial.support !== 'SELF_SERVICE' ||
    initial.sso ||
    initial.dpa ||
    ['retention', 'badges', 'quarters'].some(
      (f) => initial[f as CountField] !== String(LIMITS[f as CountField].default),
    );

  const price = result.price;
  const licence = price?.ok ? price.lines[0]! : undefined;
  const extras = price?.ok ? price.lines.slice(1).filter((l) => l.amountCents > 0) : [];
  const sentence = (text: string) => (/[.!?。]$/.test(text) ? text : `${text}.`);
  return (
    <form
      method="get"
      className={estimatorBox}
      aria-labelledby={`${id}h`}
      data-testid="estimator"
      // A section of the page's own: a numbered look numbers it with the others (worker/ui/base-styles.ts).
      data-kicker
      noValidate
      onSubmit={(e) => (setTouched(true), e.preventDefault())}
    >
      <h2 id={`${id}h`}>{L.heading}</h2>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="fields">
        <div className="field">
          <label htmlFor={`${id}plan`}>{L.plan}</label>
          <select
            id={`${id}plan`}
            name="plan"
            value={estimate.plan}
            onChange={(e) => change({ plan: e.target.value as License })}
          >
            {plans.map((p) => (
              <option key={p.license} value={p.license}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}billing`}>{L.billing}</label>
          <select
            id={`${id}billing`}
            name={BILLING_PARAM}
            value={estimate.billing}
            onChange={(e) => change({ billing: e.target.value as Billing })}
          >
            {BILLINGS.map((b) => (
              <option key={b} value={b}>
                {L.billingShort[b]}
              </option>
            ))}
          </select>
        </div>
        {count('participants', L.participants)}
        {count(...durationField[estimate.billing])}
      </div>
      <details open={extrasChosen || undefined} data-testid="estimate-details">
        <summary>{C.extras}</summary>
        <div className="fields extras">
          <div className="field wide">
            <label htmlFor={`${id}support`}>{C.supportPlan}</label>
            <select
              id={`${id}support`}
              name="support"
              value={estimate.support}
              onChange={(e) => change({ support: e.target.value as SupportPlan })}
            >
              {SUPPORT_PLANS.map((plan) => (
                <option key={plan} value={plan}>
                  {C.supportNames[plan]} ({supportPrice(plan) ? money(supportPrice(plan)) : C.free})
                </option>
              ))}
            </select>
          </div>
          {count('retention', addOnLabel('data-retention', C.retention), addOnLabel('data-retention', C.retentionHint))}
          {count('badges', addOnLabel('badge-pack', C.badgePacks))}
          {(['sso', 'dpa'] as const).map((flag) => (
            <label key={flag} className="check">
              <input
                type="checkbox"
                name={flag}
                value="1"
                checked={estimate[flag]}
                onChange={(e) => change({ [flag]: e.target.checked })}
              />
              {addOnLabel(flag === 'sso' ? 'single-sign-on' : 'custom-dpa', C.flatAddOn)}
            </label>
          ))}
        </div>
      </details>
      <div className="result" role="status" data-testid="estimate-result">
        {result.refused ? (
          <p className="total">{C.noTotal}</p>
        ) : price?.ok && licence ? (
          <>
            <p className="total">
              {L.total} <strong data-testid="estimate-total">{money(price.totalCents)}</strong>
            </p>
            <p className="how">
              <WithAmounts
                text={sentence(
                  fillMessage(C.clauses, C.language, {
                    first: arithmetic(licence),
                    second: extras.length || estimate.support !== 'SELF_SERVICE' ? C.excl : L.excl,
                  }),
                )}
              />
            </p>
            {extras.length > 0 && (
              <ul className="lines" data-testid="estimate-lines">
                {extras.map((line) => {
                  const w = lineWords(line, C, currency);
                  return (
                    <li key={line.key}>
                      {fillMessage(C.lineLabel, C.language, { label: w.label })} {w.factors} ×{' '}
                      <bdi dir="ltr">{w.unitPrice}</bdi> = <bdi dir="ltr">{w.amount}</bdi>
                    </li>
                  );
                })}
              </ul>
            )}
            {wantsSalesHint(estimate) && (
              <p className="sales" data-testid="estimate-sales">
                {L.salesHint.text} <a href={L.salesHint.href}>{L.salesHint.link}</a>
              </p>
            )}
          </>
        ) : (
          <p className="total">{price && !price.ok ? sentence(problemWords(price.problem, price.error, C)) : ''}</p>
        )}
      </div>
      <noscript>
        <button type="submit">{L.update}</button>
      </noscript>
    </form>
  );

  /** The licence line's arithmetic ("250 participants × 3 months × €1.00 = €750.00"), in the page's words. */
  function arithmetic(line: NonNullable<typeof licence>): string {
    const w = lineWords(line, C, currency);
    return `${w.factors} × ${w.unitPrice} = ${w.amount}`;
  }
}
