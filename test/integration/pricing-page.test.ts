import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';

const pricing = async (query = '', cf?: { country: string }) =>
  (await get(`https://www.teamtrek.example/pricing${query}`, cf ? ({ cf } as RequestInit) : {})).text();
const plans = (html: string) => (/data-testid="plans">(.*?)<\/div><h2>/s.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');

describe('/pricing renders the price list', () => {
  it('shows every subscription licence with the spec prices in the chosen currency (discount expired 2025-11-01)', async () => {
    const html = plans(await pricing('?currency=GBP'));
    for (const [label, price] of [['Essentials', '£0.30'], ['Starter', '£0.85'], ['Pro', '£1.70'], ['Enterprise', '£2.55']] as const) {
      expect(html).toMatch(new RegExp(`<h3>${label}</h3><p class="price">${price.replace('.', '\\.')}</p>`));
    }
    expect(html).toContain('£17.35 per participant per year');
    expect(html).not.toContain('£1.02');
  });

  it.each([
    ['DE', '€2.00'],
    ['GB', '£1.70'],
    ['US', '$2.00'],
    ['JP', '$2.00'],
  ])('a visitor from %s sees %s for Pro by default', async (country, price) => {
    expect(plans(await pricing('', { country }))).toContain(`<h3>Pro</h3><p class="price">${price}</p>`);
  });

  it('lists one-time events, quarter extensions, support plans and add-ons', async () => {
    const html = await pricing('?currency=EUR');
    for (const text of ['€2.00', '€3.00', '€4.00', '€8.00', 'Full-service', '€950.00', 'Single Sign-On', '€500.00', '€375.00', '€100.00', '€0.25']) expect(html).toContain(text);
  });

  it('an unknown currency parameter falls back to the visitor\'s country', async () => {
    expect(plans(await pricing('?currency=BTC', { country: 'FR' }))).toContain('€2.00');
  });
});
