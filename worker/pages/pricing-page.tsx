import { currencyForCountry, CURRENCIES, formatCents, isCurrency, type Currency } from '../pricing/currency.ts';
import { discountActive } from '../pricing/calculate.ts';
import { LICENSE_LABELS, SUPPORT_LABELS, type Product, type SupportPlan } from '../pricing/price-list-schema.ts';
import { priceList } from '../pricing/price-list.ts';
import { buildHref } from '../ui/links.ts';
import { css } from '../ui/styles.ts';
import type { PageContext } from './page-context.ts';

const grid = css`display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); margin: 24px 0;
  section { border: 2px solid var(--tt-surface); border-radius: var(--tt-radius, 8px); padding: 20px; background: var(--tt-background); }
  h3 { margin: 0 0 8px; } .price { font-size: 1.8rem; font-weight: 700; margin: 0; } .unit { color: var(--tt-muted-text); margin: 0 0 8px; }`;
const table = css`width: 100%; border-collapse: collapse; margin: 16px 0 32px;
  th, td { text-align: left; padding: 10px 8px; border-bottom: 1px solid var(--tt-surface); } td.num, th.num { text-align: right; }`;
const switcher = css`display: flex; gap: 8px; margin: 8px 0 0; a { padding: 6px 12px; border-radius: var(--tt-radius, 8px); } a[aria-current='true'] { background: var(--tt-primary); color: var(--tt-on-primary); }`;

const byType = (type: Product['type']) => priceList.filter((p) => p.type === type);

/** The price a visitor pays today: the discounted price while its offer runs. */
function unitPrice(p: Product, currency: Currency, today: Date) {
  return discountActive(p, today) ? p.discounted_prices![currency] : p.prices[currency];
}

/** /pricing: every plan, one-time event, support plan and add-on of the price list, in the visitor's currency. */
export function PricingPage({ ctx }: { ctx: PageContext }) {
  const chosen = ctx.url.searchParams.get('currency')?.toUpperCase();
  const currency = isCurrency(chosen) ? chosen : currencyForCountry(ctx.country);
  const money = (cents: number) => formatCents(cents, currency);
  const today = ctx.now;
  const currencyHref = (c: Currency) => buildHref(`/pricing?currency=${c}`, ctx);
  return (
    <>
      <h1>Pricing</h1>
      <p>Pay per participant, in US dollars, euros or pounds. Every plan includes the mobile apps, tracker sync and team leaderboards; prices exclude VAT.</p>
      <nav className={switcher} aria-label="Currency">
        {CURRENCIES.map((c) => <a key={c} href={currencyHref(c)} aria-current={c === currency ? 'true' : undefined}>{c}</a>)}
      </nav>
      <h2>Subscriptions</h2>
      <div className={grid} data-testid="plans">
        {byType('subscription').filter((p) => p.license).map((p) => (
          <section key={p.key}>
            <h3>{LICENSE_LABELS[p.license!]}</h3>
            <p className="price">{money(unitPrice(p, currency, today))}</p>
            <p className="unit">per participant per month</p>
            {p['prices-annual'] && <p>{money(p['prices-annual'][currency])} per participant per year, billed yearly{p['annual-discount'] ? ` (${p['annual-discount']} % off)` : ''}</p>}
          </section>
        ))}
      </div>
      <h2>One-time events</h2>
      <table className={table}>
        <thead><tr><th>Licence</th><th className="num">Per participant</th><th className="num">Extend by a quarter</th></tr></thead>
        <tbody>
          {byType('one-time').map((p) => {
            const extension = priceList.find((e) => e.extended_duration === '1Q' && e.license === p.license);
            return <tr key={p.key}><td>{p.license ? LICENSE_LABELS[p.license] : p.name}</td><td className="num">{money(p.prices[currency])}</td><td className="num">{extension ? money(extension.prices[currency]) : '—'}</td></tr>;
          })}
        </tbody>
      </table>
      <h2>Support plans</h2>
      <table className={table}>
        <thead><tr><th>Plan</th><th className="num">One-off</th></tr></thead>
        <tbody>
          {byType('support-plan').map((p) => <tr key={p.key}><td>{SUPPORT_LABELS[p.plan as SupportPlan] ?? p.name}</td><td className="num">{money(p.prices[currency])}</td></tr>)}
        </tbody>
      </table>
      <h2>Add-ons</h2>
      <table className={table}>
        <thead><tr><th>Add-on</th><th className="num">Price</th></tr></thead>
        <tbody>
          {byType('product').filter((p) => p.prices[currency] > 0).concat(priceList.filter((p) => p.type === 'subscription' && !p.license)).map((p) => (
            <tr key={p.key}><td>{p.name}</td><td className="num">{money(p.prices[currency])}</td></tr>
          ))}
        </tbody>
      </table>
      <p><a href={buildHref('/contact?topic=pricing', ctx)}>Get a quote for your organisation</a> · <a href={buildHref('/contact?topic=demo', ctx)}>Book a demo</a></p>
    </>
  );
}
