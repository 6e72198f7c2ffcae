import type { Currency } from '../../../common/pricing/currency.ts';
import type { PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import type { SupportPlan } from '../../../common/pricing/price-list-schema.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { addOnRows, addOnUnit, moneyIn, supportPlanRows } from '../pricing-parts.tsx';
import { priceRows, section } from './pricing-styles.ts';
import { addOnName, supportName } from './calculator-labels.ts';

/** Add-ons with their prices and how each is billed, as `calculatePrice` prices them. */
export function AddOns({ currency }: { currency: Currency }) {
  const t = useT();
  const money = moneyIn(currency, usePageLocale());
  return (
    <section className={section} aria-labelledby="add-ons" data-kicker>
      <h2 id="add-ons">{t('pricing.addOns.heading')}</h2>
      <ul className={priceRows} data-testid="add-ons">
        {addOnRows().map((p) => (
          <li key={p.key}>
            <span className="name">{addOnName(t, p.key, p.name)}</span>
            <span className="price">{money(p.prices[currency])}</span>
            <p className="detail">{addOnUnit(p, t)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Support plans, each name beside its price, with the brand's one-line summary. */
export function SupportPlanRows({
  currency,
  content,
  brand,
  moreHref,
  moreLabel,
}: {
  currency: Currency;
  content: PlanContent;
  brand: 'default' | 'cofi';
  moreHref: string;
  moreLabel: string;
}) {
  const t = useT();
  const money = moneyIn(currency, usePageLocale());
  return (
    <section className={section} aria-labelledby="support-plans" data-kicker>
      <h2 id="support-plans">{t('pricing.support.heading')}</h2>
      <ul className={priceRows} data-testid="support">
        {supportPlanRows().map((p) => {
          const copy = content.supportPlans[brand].find((s) => s.plan === p.plan);
          return (
            <li key={p.key}>
              <span className="name">{supportName(t, p.plan as SupportPlan)}</span>
              <span className="price">
                {p.prices[currency] ? money(p.prices[currency]) : t('pricing.support.free')}
              </span>
              {copy && (
                <p className="detail">
                  {p.prices[currency] ? `${copy.summary} ${t('pricing.support.paidOnce')}` : copy.summary}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        <a href={moreHref}>{moreLabel}</a>
      </p>
    </section>
  );
}
