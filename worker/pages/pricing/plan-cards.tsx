import { cardItems, type PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import { FOLD_CUE } from '../../../common/pricing/fold-cue.ts';
import { BILLINGS, planSlug, type Billing } from '../../../common/pricing/estimate.ts';
import type { Currency } from '../../../common/pricing/currency.ts';
import { discountActive } from '../../../common/pricing/calculate.ts';
import { discountShare, formatSaving, formatShare, yearlySaving } from '../../../common/pricing/savings.ts';
import { LICENSE_LABELS, type License } from '../../../common/pricing/price-list-schema.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { buildHref, type LinkContext } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import { licenseRow, moneyIn, unitPrice } from '../pricing-parts.tsx';
import { fillMessage } from '../../../common/i18n/fill-message.ts';

/**
 * Cards in a row from 1100 px (four), two from 640 px, one on phones; a card's action sits under its
 * price, what the plan includes under that. The brand's look (data-look, worker/ui/look.ts) shapes
 * them: a filled look frames each plan's offer (name to button) as its own lifted, rounded card, the
 * recommended one edged and tinted in the primary colour, with what the plan includes listed under
 * it; a ruled look joins the plans into one hairline-ruled sheet, square and dense like a rate card,
 * the recommended column under a heavier rule.
 */
const cards = css`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  margin: 8px 0 40px;
  padding: 0;
  list-style: none;
  /* Each plan spans five rows of the list's grid (subgrid), so names, prices, buttons and lists
     line up across the plans of a row whatever the length of a tagline. Each part is placed in its
     row, so the offer's frame (::before) can cover the first four without displacing them. */
  > li {
    --pad-block: 20px;
    /* 16 px at the sides: four cards at 1280 px keep each plan's button on one line in every language. */
    --pad-inline: 16px;
    --frame: var(--tt-edge);
    --fill: var(--tt-card);
    display: grid;
    grid-row: span 5;
    grid-template-rows: subgrid;
    row-gap: 8px;
    align-content: start;
    isolation: isolate;
    padding: var(--pad-block) var(--pad-inline) 0;
  }
  > li > * {
    grid-column: 1;
  }
  > li > .head {
    grid-row: 1;
  }
  > li > .tagline {
    grid-row: 2;
  }
  > li > .prices {
    grid-row: 3;
  }
  > li > .cta {
    grid-row: 4;
  }
  > li > details {
    grid-row: 5;
    padding-block-start: calc(var(--pad-block) + 4px);
  }
  /* The card is the offer and ends under its button: the plans' lists differ in length (each says
     what it adds to the plan before), and a card stretched to the longest one left the recommended
     plan, whose list is the shortest, with a block of empty card under it. */
  > li::before {
    content: '';
    grid-row: 1 / 5;
    grid-column: 1;
    z-index: -1;
    margin: calc(-1 * var(--pad-block)) calc(-1 * var(--pad-inline));
    border: 2px solid var(--frame);
    border-radius: var(--tt-radius, 8px);
    background: var(--fill);
    box-shadow: var(--tt-lift);
  }
  > li.recommended {
    --frame: var(--tt-primary);
    --fill: color-mix(in srgb, var(--tt-primary) 6%, var(--tt-background));
  }
  /* The ruled look: one sheet, the list's hairline colour showing through a 1 px gap between plans;
     only the recommended column keeps a layer over its offer, its tint under a heavier rule. */
  html[data-look~='ruled'] & {
    gap: 1px;
    border: 1px solid var(--tt-edge);
    border-block-start: var(--tt-rule) solid var(--tt-text);
    background: var(--tt-edge);
  }
  html[data-look~='ruled'] & > li {
    --pad-block: 16px;
    --pad-inline: 16px;
    padding: var(--pad-block) var(--pad-inline);
    background: var(--tt-background);
  }
  html[data-look~='ruled'] & > li > details {
    padding-block-start: 8px;
  }
  html[data-look~='ruled'] & > li::before {
    display: none;
  }
  html[data-look~='ruled'] & > li.recommended::before {
    display: block;
    margin-block-end: -8px;
    border: 0;
    border-radius: 0;
    box-shadow: inset 0 5px 0 var(--tt-primary);
    background: color-mix(in srgb, var(--tt-primary) 5%, var(--tt-background));
  }
  html[data-look~='ruled'] & .badge {
    border-radius: var(--tt-radius);
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  html[data-look~='ruled'] & .price {
    font-size: 1.75rem;
  }
  html[data-look~='ruled'] & ul li {
    margin: 0;
    padding-block: 5px;
    border-block-start: 1px solid var(--tt-edge);
    font-size: 0.95rem;
  }
  html[data-look~='ruled'] & ul li::before {
    top: 5px;
  }
  /* High contrast gives every border the text's colour (base-styles.ts); the recommended plan keeps
     its own, heavier edge there, so it is still told apart from the others. */
  html[data-theme='highcontrast'] & > li.recommended::before {
    border-width: 4px;
    border-style: solid;
    border-color: var(--tt-primary) !important;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
  h3 {
    margin: 0;
    font-size: 1.3rem;
  }
  .badge {
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font-size: 0.85rem;
    font-weight: 700;
  }
  .tagline {
    margin: 0;
    color: var(--tt-muted-text);
  }
  .price {
    margin: 8px 0 0;
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .price.word {
    font-size: 1.4rem;
  }
  .period,
  .note {
    margin: 0;
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  /* The other plans' next steps are quiet text links (no box, underlined, the link colour), so the
     recommended plan's filled button is the screen's one primary action beside the header's; each
     keeps a button's height and centre, so every card's action sits on one line across the row. */
  .cta {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    margin: 4px 0;
    padding: 6px 8px;
    border-radius: var(--tt-radius, 8px);
    color: var(--tt-link, var(--tt-primary));
    font-size: 1rem;
    font-weight: 600;
    text-align: center;
    text-wrap: balance;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  .recommended .cta {
    border: 2px solid var(--tt-primary);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font-weight: 700;
    text-decoration: none;
  }
  /* What a plan includes: folded on phones, so every plan's price is within the first two
     screens; open from 640 px, where its summary is a plain heading (::details-content). */
  summary {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ${FOLD_CUE}
  @media (min-width: 640px) {
    details::details-content {
      content-visibility: visible;
      display: block;
    }
    summary {
      min-height: 0;
      pointer-events: none;
      cursor: auto;
    }
    summary::after {
      display: none;
    }
  }
  ul {
    margin: 0;
    padding-inline-start: 0;
    list-style: none;
  }
  ul li {
    position: relative;
    margin: 6px 0;
    padding-inline-start: 24px;
  }
  ul li::before {
    content: '✓';
    position: absolute;
    inset-inline-start: 0;
    color: var(--tt-primary);
    font-weight: 700;
  }
  [data-for] {
    display: none;
  }
  &[data-billing='monthly'] [data-for='monthly'],
  &[data-billing='yearly'] [data-for='yearly'],
  &[data-billing='one-time'] [data-for='one-time'] {
    display: block;
  }
  &[data-billing='monthly'] .cta[data-for='monthly'],
  &[data-billing='yearly'] .cta[data-for='yearly'],
  &[data-billing='one-time'] .cta[data-for='one-time'] {
    display: flex;
  }
`;

interface PlanCardsProps {
  content: PlanContent;
  brand: 'default' | 'cofi';
  currency: Currency;
  billing: Billing;
  today: Date;
  /** The after-trial mode: every plan's next step is checkout (content's `afterTrialCta`). */
  afterTrial: boolean;
  link: LinkContext;
}

/** A plan's price for each billing; what the price list does not offer is said, not left blank. */
function Prices({ license, currency, today }: { license: License; currency: Currency; today: Date }) {
  const t = useT();
  const locale = usePageLocale();
  const money = moneyIn(currency, locale);
  const sub = licenseRow(license, 'subscription');
  const oneTime = licenseRow(license, 'one-time');
  const extension = licenseRow(license, 'extension');
  const monthly = sub && money(unitPrice(sub, currency, today));
  const annual = sub?.['prices-annual']?.[currency];
  const saving = sub && yearlySaving(sub, currency);
  return (
    <div className="prices">
      <div data-for="monthly">
        <p className="price">{monthly}</p>
        <p className="period">{t('pricing.card.perMonth')}</p>
        {sub && discountActive(sub, today) && (
          <p className="note">
            {t(discountShare(sub, currency) !== undefined ? 'pricing.card.discount' : 'pricing.card.reducedFrom', {
              percent: formatShare(discountShare(sub, currency) ?? 0, locale),
              was: money(sub.prices[currency]),
              till: sub.discount_valid_till!,
            })}
          </p>
        )}
      </div>
      <div data-for="yearly">
        <p className={annual !== undefined ? 'price' : 'price word'}>
          {annual !== undefined ? money(annual) : t('pricing.card.monthlyOnly')}
        </p>
        <p className="period">
          {annual !== undefined ? t('pricing.card.perYear') : t('pricing.card.noYearly', { monthly: monthly ?? '' })}
        </p>
        {saving !== undefined && (
          <p className="note">{t('pricing.card.yearlySaving', { percent: formatSaving(saving, locale) })}</p>
        )}
      </div>
      <div data-for="one-time">
        <p className={oneTime ? 'price' : 'price word'}>
          {oneTime ? money(oneTime.prices[currency]) : t('pricing.card.subscriptionOnly')}
        </p>
        <p className="period">
          {oneTime ? t('pricing.card.perEvent') : t('pricing.card.noOneTime', { monthly: monthly ?? '' })}
        </p>
        {extension && (
          <p className="note">{t('pricing.card.extension', { price: money(extension.prices[currency]) })}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The billing a card's button starts for the billing the buyer picked: that one when the plan has a
 * price for it, else what the card shows instead ("Monthly only", "Subscription only": monthly), or
 * the one-time event of a plan sold only per event.
 */
export function billingOffered(license: License, billing: Billing, currency: Currency): Billing {
  const sub = licenseRow(license, 'subscription');
  const offered =
    billing === 'one-time'
      ? !!licenseRow(license, 'one-time')
      : !!sub && (billing === 'monthly' || sub['prices-annual']?.[currency] !== undefined);
  if (offered) return billing;
  return sub ? 'monthly' : 'one-time';
}

/**
 * A self-service next step names the card's plan (`/start-trial?plan=pro`), so the trial, the event
 * manager or checkout receives the buyer's choice; a conversation with sales starts without it.
 */
export const withPlan = (href: string, license: License) =>
  href.startsWith('/contact') ? href : `${href}${href.includes('?') ? '&' : '?'}plan=${planSlug(license)}`;

/**
 * A card button's words: its message (content/pricing/plans.json) with the plan's name as its
 * `{plan}` argument, so each button names the plan it starts ("Try Pro free") and none repeats
 * another's; the schema refuses a card label without it.
 */
function CtaWords({ label, plan }: { label: string; plan: string }) {
  return <>{fillMessage(label, usePageLocale(), { plan })}</>;
}

/**
 * One card per plan: name, price and period for the chosen billing (all three rendered, the
 * switch shows one), what the plan includes (the feature matrix, `cardItems`), and its next step.
 * The recommended plan is marked and carries the screen's one filled button.
 */
export function PlanCards({ content, brand, currency, billing, today, afterTrial, link }: PlanCardsProps) {
  const t = useT();
  return (
    <ul className={cards} data-plan-cards="" data-billing={billing} data-testid="plans">
      {content.plans.map((plan) => {
        const name = LICENSE_LABELS[plan.license];
        const recommended = plan.license === content.recommended;
        const { basis, items } = cardItems(content, plan.license);
        const sales = plan.license === 'ENTERPRISE';
        const cta = afterTrial && !sales ? content.afterTrialCta : plan.cta[brand];
        const headingId = `plan-${plan.license.toLowerCase()}`;
        return (
          <li key={plan.license} className={recommended ? 'recommended' : undefined} data-plan={plan.license}>
            <div className="head">
              <h3 id={headingId}>{name}</h3>
              {recommended && <span className="badge">{t('pricing.card.recommended')}</span>}
            </div>
            <p className="tagline">{plan.tagline[brand]}</p>
            <Prices license={plan.license} currency={currency} today={today} />
            {'label' in cta ? (
              <a
                className="cta"
                href={buildHref(withPlan(cta.href, plan.license), link)}
                aria-describedby={headingId}
                data-testid="plan-cta"
              >
                <CtaWords label={cta.label} plan={name} />
              </a>
            ) : (
              BILLINGS.map((shown) => {
                const action = cta[billingOffered(plan.license, shown, currency)];
                return (
                  <a
                    key={shown}
                    className="cta"
                    href={buildHref(withPlan(action.href, plan.license), link)}
                    aria-describedby={headingId}
                    data-testid="plan-cta"
                    data-for={shown}
                  >
                    <CtaWords label={action.label} plan={name} />
                  </a>
                );
              })
            )}
            <details className="includes">
              <summary>
                {basis ? t('pricing.card.everything', { plan: LICENSE_LABELS[basis] }) : t('pricing.card.includes')}
              </summary>
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
