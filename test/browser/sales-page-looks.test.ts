/**
 * Pricing and contact take each brand's look (tenant `look`, worker/ui/look.ts), not one layout
 * recoloured: a filled look keeps separate, rounded, lifted plan cards, its FAQ as soft cards and
 * unnumbered sections; a ruled look joins the plans into one square hairline sheet under a heavy
 * rule, rules its table and FAQ and numbers its sections (01, 02 …). Measured in Chromium at
 * 1280 px, in English and Arabic, in both themes. Contact likewise: its reassurance panel and its
 * testimonial take the brand's card and rule.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

async function open(tenantId: string, path: string) {
  const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  await waitForIslands(page);
  return { page, close: () => context.close() };
}

/** What the browser computed for the pricing page's parts. */
const pricingShape = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-plan-cards]')!;
    const [first, second] = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    // A filled look draws a plan's card around its offer, name to button (the item's ::before).
    const frame = getComputedStyle(first!, '::before');
    const card = frame.display !== 'none' && frame.content !== 'none' ? frame : getComputedStyle(first!);
    const compareHeading = document.querySelector('#compare-plans')!;
    const faq = document.querySelector<HTMLElement>('[data-testid="pricing-faq"] details')!;
    return {
      gap: Math.round(Math.abs(b.left - a.right)),
      cardRadius: parseFloat(card.borderTopLeftRadius),
      cardShadow: card.boxShadow !== 'none',
      sheetRule: parseFloat(getComputedStyle(list).borderTopWidth),
      kicker: getComputedStyle(compareHeading, '::before').content,
      headRule: parseFloat(
        getComputedStyle(document.querySelector('[data-testid="plan-comparison"] thead th')!).borderBottomWidth,
      ),
      faqRadius: parseFloat(getComputedStyle(faq).borderTopLeftRadius),
      faqFilled: getComputedStyle(faq).backgroundColor !== 'rgba(0, 0, 0, 0)',
    };
  });

describe('pricing in each brand’s look', () => {
  it.each(['/pricing', '/ar/pricing', '/pricing?theme=highcontrast'])(
    'TeamTrek %s: separate rounded cards, no numbers',
    async (path) => {
      const { page, close } = await open('default', path);
      try {
        const shape = await pricingShape(page);
        expect(shape.gap).toBeGreaterThanOrEqual(12);
        expect(shape.cardRadius).toBeGreaterThanOrEqual(10);
        expect(shape.sheetRule).toBe(0);
        expect(shape.kicker).toBe('none');
        expect(shape.headRule).toBeLessThan(2);
        expect(shape.faqRadius).toBeGreaterThanOrEqual(10);
        if (!path.includes('highcontrast')) expect(shape.faqFilled).toBe(true);
      } finally {
        await close();
      }
    },
  );

  it.each(['/pricing', '/de/pricing', '/pricing?theme=highcontrast'])(
    'Corporate Fitness %s: one ruled square sheet, numbered sections',
    async (path) => {
      const { page, close } = await open('cofi', path);
      try {
        const shape = await pricingShape(page);
        expect(shape.gap).toBeLessThanOrEqual(1);
        expect(shape.cardRadius).toBe(0);
        expect(shape.cardShadow).toBe(false);
        expect(shape.sheetRule).toBeGreaterThanOrEqual(3);
        expect(shape.kicker).toContain('counter(kicker');
        expect(shape.headRule).toBe(2);
        expect(shape.faqRadius).toBe(0);
        expect(shape.faqFilled).toBe(false);
      } finally {
        await close();
      }
    },
  );
});

/** The contact page's reassurance panel and testimonial, as computed. */
const contactShape = (page: Page) =>
  page.evaluate(() => {
    const aside = getComputedStyle(document.querySelector('[data-testid="contact-next"]')!);
    const quote = getComputedStyle(document.querySelector('[data-testid="contact-quote"]')!);
    const heading = document.querySelector('#contact-proof')!;
    return {
      asideRadius: parseFloat(aside.borderTopLeftRadius),
      asideRule: parseFloat(aside.borderTopWidth),
      asideLifted: aside.boxShadow !== 'none',
      quoteBoxed: parseFloat(quote.borderLeftWidth) + parseFloat(quote.borderRightWidth) > 0,
      kicker: getComputedStyle(heading, '::before').content,
    };
  });

describe('contact in each brand’s look', () => {
  it.each(['/contact', '/ar/contact'])(
    'TeamTrek %s: a soft lifted panel and a quote card, no numbers',
    async (path) => {
      const { page, close } = await open('default', path);
      try {
        const shape = await contactShape(page);
        expect(shape.asideRadius).toBeGreaterThanOrEqual(10);
        expect(shape.asideRule).toBeLessThanOrEqual(1);
        expect(shape.asideLifted).toBe(true);
        expect(shape.quoteBoxed).toBe(true);
        expect(shape.kicker).toBe('none');
      } finally {
        await close();
      }
    },
  );

  it.each(['/contact', '/de/contact?topic=pricing'])(
    'Corporate Fitness %s: a square sheet under a rule, a pull quote, no lone section number',
    async (path) => {
      const { page, close } = await open('cofi', path);
      try {
        const shape = await contactShape(page);
        expect(shape.asideRadius).toBeLessThanOrEqual(2);
        expect(shape.asideRule).toBeGreaterThanOrEqual(3);
        expect(shape.asideLifted).toBe(false);
        expect(shape.quoteBoxed).toBe(false);
        // Its one section (the customers) is not numbered: a page numbers two sections or none.
        expect(shape.kicker).toBe('none');
      } finally {
        await close();
      }
    },
  );
});
