import '../zod-jitless.ts';
import { useId, useState, type MouseEvent } from 'react';
import { formatMoney, type Currency } from '../../common/pricing/currency.ts';
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
import type { EstimatorLabels } from '../../common/pricing/estimator-labels.ts';
import { fillMessage } from '../../common/i18n/fill-message.ts';
import { estimatorBox, segmented } from './parts/pricing-estimator-styles.ts';

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
  /** Its words in the page's language (worker/pages/pricing/estimator-labels.ts). */
  labels: EstimatorLabels;
}

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
  const { rows, currency, today, initial, plans, billingHrefs, hidden, labels: L } = props;
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

  const fill = (message: EstimatorLabels['noYearly'], args: Record<string, string | number>) =>
    fillMessage(message, L.language, args);
  const planName = plans.find((p) => p.license === estimate.plan)?.name ?? estimate.plan;
  /** Money as the page's language writes it (English: the price list's own form). */
  const money = (cents: number) => formatMoney(cents, currency, L.language);
  /** Why the chosen plan has no price for the chosen billing, in the page's words (calculatePrice's are English). */
  function unavailable(): string {
    if (estimate.billing === 'one-time') return fill(L.noOneTime, { plan: planName });
    const subscribed = rows.some((p) => p.type === 'subscription' && p.license === estimate.plan);
    return fill(subscribed ? L.noYearly : L.noSubscription, { plan: planName });
  }
  /** calculatePrice's arithmetic for the licence line ("250 participants × 3 months × €1.00 = €750.00"), in the page's words. */
  function arithmetic(unitCents: number, amountCents: number): string {
    const factors = [fill(L.participantCount, { count: estimate.participants })];
    if (estimate.billing === 'monthly') factors.push(fill(L.monthCount, { count: estimate.months }));
    if (estimate.billing === 'yearly') factors.push(fill(L.yearCount, { count: estimate.years }));
    return `${[...factors, money(unitCents)].join(' × ')} = ${money(amountCents)}`;
  }
  return (
    <div className={estimatorBox}>
      <nav className={segmented} aria-label={L.billing} data-testid="billing-switch">
        {BILLINGS.map((b) => (
          <a
            key={b}
            href={billingHrefs[b]}
            aria-current={b === estimate.billing ? 'true' : undefined}
            onClick={(e) => switchBilling(e, b)}
          >
            {L.billingShort[b]}
          </a>
        ))}
      </nav>
      <form
        method="get"
        aria-labelledby={`${id}h`}
        data-testid="estimator"
        onSubmit={(e) => (update({}, true), e.preventDefault())}
      >
        <h2 id={`${id}h`}>{L.heading}</h2>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={BILLING_PARAM} value={estimate.billing} />
        <div className="fields">
          <label>
            <span>{L.plan}</span>
            <select name="plan" value={raw.plan} onChange={(e) => update({ plan: e.target.value }, true)}>
              {plans.map((p) => (
                <option key={p.license} value={p.license}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{L.participants}</span>
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
            <p className="duration-note">{L.oneTime}</p>
          ) : (
            <label>
              <span>{estimate.billing === 'monthly' ? L.months : L.years}</span>
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
        <div className="result" role="status" data-testid="estimate-result">
          {result.ok ? (
            <>
              <p className="total">
                {L.total} <strong data-testid="estimate-total">{money(result.totalCents)}</strong>
              </p>
              <p className="how">
                {arithmetic(result.lines[0]!.unitCents, result.lines[0]!.amountCents)}; {L.excl}.
              </p>
            </>
          ) : (
            <p className="total">{unavailable()}.</p>
          )}
          {Number(raw.participants) > LIMITS.participants.max && <p className="how">{L.limit}</p>}
        </div>
        <button type="submit">{L.update}</button>
      </form>
    </div>
  );
}
