import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import PRICE_FILE from '../../content/pricing/price-list.json';
import { PAGE_CSP } from '../../worker/http/security-headers.ts';
import worker from '../../worker/index.ts';
import { CMS_HOSTILE_TITLE } from '../upstream-stub.ts';
import { get, HOSTS } from './helpers.ts';
import { jsonLdOf, type Node } from './structured-data-rules.ts';

/** The price list as written (not as the worker parsed it), so a wrong conversion fails here. */
interface PriceRow {
  name: string;
  type: string;
  license?: string;
  prices: Record<string, number>;
  'prices-annual'?: Record<string, number>;
  discounted_prices?: Record<string, number>;
  discount_valid_till?: string;
}
const LABELS: Record<string, string> = { LIGHT: 'Essentials', BASIC: 'Starter', PRO: 'Pro', ENTERPRISE: 'Enterprise' };
const today = new Date().toISOString().slice(0, 10);

/** The offers the price list makes today: `name|currency|price|validUntil`. */
function expectedOffers(): string[] {
  const rows = PRICE_FILE as PriceRow[];
  const out: string[] = [];
  const add = (name: string, prices: Record<string, number>, until = '') =>
    out.push(...['USD', 'EUR', 'GBP'].map((c) => `${name}|${c}|${prices[c]!.toFixed(2)}|${until}`));
  for (const row of rows.filter((r) => r.type === 'subscription' && r.license)) {
    const label = LABELS[row.license!];
    const discounted = row.discounted_prices && today <= row.discount_valid_till!;
    if (discounted) add(`${label}, monthly`, row.discounted_prices!, row.discount_valid_till);
    else add(`${label}, monthly`, row.prices);
    if (row['prices-annual']) add(`${label}, yearly`, row['prices-annual']);
  }
  for (const row of rows.filter((r) => r.type === 'one-time' && r.license))
    add(`${LABELS[row.license!]}, one-time event`, row.prices);
  return out;
}

describe('pricing JSON-LD', () => {
  it.each(['default', 'cofi', 'mzg', 'fitmap'])('offers on %s equal the price list of today', async (tenant) => {
    const html = await (await get(`https://${HOSTS[tenant]}/pricing`)).text();
    const product = jsonLdOf(html)['@graph'].find((n) => n['@type'] === 'Product')!;
    const offers = (product.offers as Node[]).map(
      (o) => `${o.name}|${o.priceCurrency}|${o.price}|${o.priceValidUntil ?? ''}`,
    );
    expect(offers).toEqual(expectedOffers());
    expect(product.brand).toEqual({ '@id': `https://${HOSTS[tenant]}/#organization` });
  });

  it('offers no discounted price once its day has passed (2025-11-01 for Pro and Enterprise)', () => {
    // The calculator and the page apply a discount through its valid-till day; after it, no offer names it.
    if (today > '2025-11-01') expect(expectedOffers().filter((o) => /\|2025-11-01$/.test(o))).toEqual([]);
  });

  it('leaves the Content-Security-Policy as it was: JSON-LD is data, not script', async () => {
    const res = await get(`https://${HOSTS.default}/pricing`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(PAGE_CSP);
    // No 'unsafe-inline', hash or nonce was needed for the inline JSON-LD block.
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
  });
});

describe('a hostile title from the CMS', () => {
  it('stays inside the JSON-LD script element, and reads back as written', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`https://${HOSTS.default}/solutions/step-challenges`),
      { ...env, CMS_ORIGIN: 'https://cms-hostile.test' },
      ctx,
    );
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    // One script element in the head, and it ends where the JSON ends.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).not.toContain('alert(1)</script>');
    const crumbs = jsonLdOf(html)['@graph'].find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as Node[];
    expect(crumbs.at(-1)!.name).toBe(CMS_HOSTILE_TITLE);
  });
});
