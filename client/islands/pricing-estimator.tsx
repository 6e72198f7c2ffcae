import '../zod-jitless.ts';
import { useId, useState, type MouseEvent } from 'react';
import type { Currency } from '../../common/pricing/currency.ts';
import {
  BILLING_PARAM,
  BILLINGS,
  estimateFromQuery,
  estimateQuery,
  estimateTotal,
  LIMITS,
  type Billing,
  type Estimate,
} from '../../common/pricing/estimate.ts';
import type { License, PriceList } from '../../common/pricing/price-list-schema.ts';
import { PRICING_MESSAGES } from '../../common/pricing/pricing-messages.ts';
import { estimatorBox, segmented } from './parts/pricing-estimator-styles.ts';
import { clearOfFixedCorner } from '../../common/fixed-corner.ts';

export interface PricingEstimatorProps {
  /** The licence rows `calculatePrice` reads for an estimate (prices in integer cents). */
  rows: PriceList;
  currency: Currency;
  /** The server's ISO date, so a discount ends by the server's clock, not the visitor's. */
  today: string;
  /** The estimate the URL asks for (validated and clamped on the server). */
  initial: Estimate;
  /** Whether the URL carried estimator inputs: the URL is then kept in step with the form. */
  fromQuery: boolean;
  plans: { license: License; name: string }[];
  /** The billing switch's links (no JavaScript: each is the same page with `billing` set). */
  billingHrefs: Record<Billing, string>;
  /** Parameters the GET form carries besides its fields (currency, mode, previews). */
  hidden: [string, string][];
}

const M = PRICING_MESSAGES;
/** The page's plan cards, whose visible prices follow the billing switch (worker/pages/pricing/plan-cards.tsx). */
export const PLAN_CARDS_SELECTOR = '[data-plan-cards]';

/** The raw form values as a query, read back through the same validation the server uses. */
function settle(raw: Record<keyof Estimate, string>): Estimate {
  return estimateFromQuery(new URLSearchParams({ ...raw, [BILLING_PARAM]: raw.billing }), raw.plan as License);
}

/**
 * The pricing page's first screen: the billing switch (links without JavaScript, instant with it)
 * and the estimator (a GET form the server prices; with JavaScript, the total follows every
 * keystroke and the URL keeps the inputs so the quote can be shared). The total is
 * `estimateTotal`, i.e. `calculatePrice`, the calculator dialog's function.
 */
export default function PricingEstimator(props: PricingEstimatorProps) {
  const { rows, currency, today, initial, plans, billingHrefs, hidden } = props;
  const id = useId();
  const [raw, setRaw] = useState<Record<keyof Estimate, string>>({
    plan: initial.plan,
    billing: initial.billing,
    participants: String(initial.participants),
    months: String(initial.months),
    years: String(initial.years),
  });
  const [touched, setTouched] = useState(props.fromQuery);
  const estimate = settle(raw);
  const result = estimateTotal(estimate, currency, rows, today);

  function update(next: Partial<Record<keyof Estimate, string>>, keepUrl = touched) {
    const merged = { ...raw, ...next };
    setRaw(merged);
    setTouched(keepUrl);
    const url = new URL(window.location.href);
    const settled = settle(merged);
    if (keepUrl) {
      for (const key of ['plan', 'participants', 'months', 'years']) url.searchParams.delete(key);
      for (const [key, value] of estimateQuery(settled)) url.searchParams.set(key, value);
    } else url.searchParams.set(BILLING_PARAM, settled.billing);
    history.replaceState(history.state, '', url);
  }

  function switchBilling(event: MouseEvent<HTMLAnchorElement>, billing: Billing) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    document.querySelector<HTMLElement>(PLAN_CARDS_SELECTOR)?.setAttribute('data-billing', billing);
    update({ billing });
  }

  const participantsMax = LIMITS.participants.max.toLocaleString('en-US');
  return (
    <div className={estimatorBox}>
      <nav className={segmented} aria-label={M.billingLabel} data-testid="billing-switch">
        {BILLINGS.map((b) => (
          <a
            key={b}
            href={billingHrefs[b]}
            aria-current={b === estimate.billing ? 'true' : undefined}
            onClick={(e) => switchBilling(e, b)}
          >
            {M.billingShort[b]}
          </a>
        ))}
      </nav>
      <form
        method="get"
        aria-labelledby={`${id}h`}
        data-testid="estimator"
        onSubmit={(e) => (update({}, true), e.preventDefault())}
      >
        <h2 id={`${id}h`}>{M.estimator.heading}</h2>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={BILLING_PARAM} value={estimate.billing} />
        <div className="fields">
          <label>
            <span>{M.estimator.plan}</span>
            <select name="plan" value={raw.plan} onChange={(e) => update({ plan: e.target.value }, true)}>
              {plans.map((p) => (
                <option key={p.license} value={p.license}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{M.estimator.participants}</span>
            <input
              type="number"
              name="participants"
              inputMode="numeric"
              min={LIMITS.participants.min}
              max={LIMITS.participants.max}
              value={raw.participants}
              onChange={(e) => update({ participants: e.target.value }, true)}
            />
          </label>
          {estimate.billing === 'one-time' ? (
            <p className="duration-note">{M.estimator.oneTime}</p>
          ) : (
            <label>
              <span>{estimate.billing === 'monthly' ? M.estimator.months : M.estimator.years}</span>
              <input
                type="number"
                name={estimate.billing === 'monthly' ? 'months' : 'years'}
                inputMode="numeric"
                min={1}
                max={estimate.billing === 'monthly' ? LIMITS.months.max : LIMITS.years.max}
                value={estimate.billing === 'monthly' ? raw.months : raw.years}
                onChange={(e) =>
                  update({ [estimate.billing === 'monthly' ? 'months' : 'years']: e.target.value }, true)
                }
              />
            </label>
          )}
        </div>
        <div className={`result ${clearOfFixedCorner}`} role="status" data-testid="estimate-result">
          {result.ok ? (
            <>
              <p className="total">
                {M.estimator.total} <strong data-testid="estimate-total">{result.total}</strong>
              </p>
              <p className="how">
                {result.lines[0]!.calculation}; {M.estimator.excl}.
              </p>
            </>
          ) : (
            <p className="total">{result.error}.</p>
          )}
          {Number(raw.participants) > LIMITS.participants.max && (
            <p className="how">{M.estimator.limit(participantsMax)}</p>
          )}
        </div>
        <button type="submit">{M.estimator.update}</button>
      </form>
    </div>
  );
}
