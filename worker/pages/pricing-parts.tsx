import PriceCalculator from '../../client/islands/price-calculator.tsx';
import { ADD_ON_KEYS, calculatorRows } from '../../common/islands/price-calculator-model.ts';
import { calculatorFormLabels } from './pricing/calculator-labels.ts';
import { discountActive } from '../../common/pricing/calculate.ts';
import { defaultCurrency, CURRENCIES, formatMoney, isCurrency, type Currency } from '../../common/pricing/currency.ts';
import { SUPPORT_PLANS, type License, type Product } from '../../common/pricing/price-list-schema.ts';
import { priceList } from '../pricing/price-list.ts';
import { Island } from '../../common/islands/island.tsx';
import { buildHref } from '../../common/links.ts';
import { localizeHref } from '../../common/i18n/locales.ts';
import { isSitePage } from '../i18n/site-page.ts';
import { css } from '../../common/styles.ts';
import { visuallyHidden } from '../../common/visually-hidden.ts';
import type { PageContext } from '../page-context.ts';
import type { Translate } from '../i18n/messages.ts';
import { useT } from '../i18n/messages-context.tsx';

/** What the pricing pages share: the visitor's currency, the currency links, price tables and the calculator. */

export const priceTable = css`
  width: 100%;
  border-collapse: collapse;
  margin: 16px 0 32px;
  /* A list of names and prices: no wider than a reading column, so a name sits by its price. */
  &.narrow {
    max-width: 640px;
  }
  caption {
    text-align: start;
    font-weight: 700;
    padding: 0 0 8px;
  }
  th,
  td {
    text-align: start;
    padding: 10px 8px;
    border-bottom: 1px solid var(--tt-surface);
  }
  td.num,
  th.num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .unit {
    display: block;
    font-weight: 400;
    font-size: 0.9rem;
    color: var(--tt-muted-text);
  }
`;
const switcher = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 8px 0 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border-radius: var(--tt-radius, 8px);
  }
  /* Marked, not filled: a filled box would read as the screen's primary button. */
  a[aria-current='true'] {
    box-shadow: inset 0 0 0 2px var(--tt-primary);
    font-weight: 700;
  }
`;

/** `?currency=` when it is one of ours (any case), else the default for the visitor's country and the page's language. */
export function pricingCurrency(ctx: PageContext): Currency {
  const chosen = ctx.url.searchParams.get('currency')?.trim().toUpperCase();
  return isCurrency(chosen) ? chosen : defaultCurrency(ctx.country, ctx.pageLocale);
}

/** The rows of one product type, in price-list order. */
export const rowsOfType = (type: Product['type']) => priceList.filter((p) => p.type === type);

/** The support plans, in the order of SUPPORT_PLANS (Self-service first). */
export const supportPlanRows = () =>
  SUPPORT_PLANS.flatMap((plan) => priceList.filter((p) => p.type === 'support-plan' && p.plan === plan));

/** A licence's row of a kind: its subscription, one-time event or quarter extension. */
export function licenseRow(license: License, kind: 'subscription' | 'one-time' | 'extension'): Product | undefined {
  return priceList.find(
    (p) =>
      p.license === license &&
      (kind === 'extension' ? p.extended_duration === '1Q' : p.type === kind && !p.extended_duration),
  );
}

/** The price a visitor pays today: the discounted price while its offer runs. */
export function unitPrice(p: Product, currency: Currency, today: Date): number {
  return discountActive(p, today) ? p.discounted_prices![currency] : p.prices[currency];
}

/**
 * Add-ons as the calculator prices them (common/pricing/calculate.ts): data retention, the one
 * add-on sold as a subscription, per participant per month; badge packs per pack; the rest once.
 */
export const addOnRows = () => priceList.filter((p) => (ADD_ON_KEYS as readonly string[]).includes(p.key));
export function addOnUnit(p: Product, t: Translate): string {
  if (p.type === 'subscription') return t('pricing.card.perMonth');
  return t(p.key === 'badge-pack' ? 'pricing.addOns.perPack' : 'pricing.oncePerOrder');
}

/** Money in the page's currency, as the page's language writes it. */
export const moneyIn = (currency: Currency, language: string) => (cents: number) =>
  formatMoney(cents, currency, language);

/** "—" for a price the list does not have, read out as "not offered". */
export function NotOffered() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>{t('pricing.notOffered')}</span>
    </>
  );
}

/** Links to the same page in each currency (keeping the preview parameters); the current one is marked. */
export function CurrencySwitcher({ ctx, currency }: { ctx: PageContext; currency: Currency }) {
  return (
    <nav className={switcher} aria-label={ctx.t('pricing.currency.label')}>
      <span>{ctx.t('pricing.currency.pricesIn')}</span>
      {CURRENCIES.map((c) => (
        <a
          key={c}
          href={buildHref(`${ctx.url.pathname}?currency=${c}`, ctx)}
          aria-current={c === currency ? 'true' : undefined}
        >
          {c}
        </a>
      ))}
    </nav>
  );
}

/** The price calculator island, with the rows it prices, the page's currency and the server's date. */
export function CalculatorIsland({ ctx, currency, quiet }: { ctx: PageContext; currency: Currency; quiet?: boolean }) {
  const props = {
    rows: calculatorRows(priceList),
    currency,
    today: ctx.now.toISOString().slice(0, 10),
    // The island renders its quote link in the browser, after the server's link pass: localised here.
    contactHref: localizeHref(
      buildHref('/contact?topic=pricing', ctx),
      ctx.pageLocale,
      isSitePage(ctx.resolved.tenant),
    ),
    ...(quiet ? { quiet } : {}),
    labels: {
      open: ctx.t('pricing.calculator.open'),
      title: ctx.t('pricing.calculator.title'),
      intro: ctx.t('pricing.calculator.intro'),
      quote: ctx.t('pricing.calculator.quote'),
      close: ctx.t('pricing.calculator.close'),
    },
    formLabels: calculatorFormLabels(ctx.t, ctx.pageLocale),
  };
  return <Island name="price-calculator" component={PriceCalculator} props={props} />;
}
