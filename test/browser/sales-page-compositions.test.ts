/**
 * Each brand composes its sales pages its own way (tenant config `salesPages`, worker/ui/base-styles.ts),
 * measured in Chromium at 1280 and 390 px, in English, German, French (Corporate Fitness has no
 * Arabic pages), Arabic (TeamTrek, right to left) and high contrast:
 * - a numbered look numbers the main sections of a page 01, 02, 03… in page order, every visible
 *   section heading of the page counted, or none where a page has one (no lone "01");
 * - Corporate Fitness's pricing and trust centre are spec sheets: from 900 px each numbered
 *   section's heading stands in a column of its own at the start, its content beside it, under a
 *   rule in the text colour, unboxed; TeamTrek keeps its stacked, card-rhythm sections;
 * - Corporate Fitness's contact page puts who answers first, at the start beside the form, and its
 *   customers in one row across the page; TeamTrek keeps the form first.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { closeSharedBrowser, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

async function open(tenantId: string, path: string, width = 1280) {
  const context = await (
    await sharedBrowser()
  ).newContext({ viewport: { width, height: 900 }, baseURL: tenantOrigin(tenantId) });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  await waitForIslands(page);
  return { page, close: () => context.close() };
}

/**
 * The page's section headings in page order: each visible h2 that heads a section, nav or form of
 * main, with the number its ::before draws ('' for none). The number is the CSS counter's value:
 * one more for each numbered heading before it, as `counter-increment` counts.
 */
const sectionNumbers = (page: Page) =>
  page.evaluate(() => {
    const headings = [...document.querySelectorAll<HTMLElement>('main :is(section, nav, form) > h2')].filter(
      (h) => h.getBoundingClientRect().width > 1 && getComputedStyle(h).visibility !== 'hidden',
    );
    let count = 0;
    return headings.map((h) => {
      const before = getComputedStyle(h, '::before');
      const numbered = before.content.includes('counter(kicker') && before.display !== 'none';
      if (numbered) count += 1;
      return { heading: h.textContent!.trim(), number: numbered ? String(count).padStart(2, '0') : '' };
    });
  });

const COFI_PAGES = ['/', '/pricing', '/contact', TRUST_CENTRE_PATHS.cofi, '/product', '/de/pricing'];

describe('Corporate Fitness numbers its pages’ sections 01, 02, 03… or not at all', () => {
  it.each(COFI_PAGES)('%s', async (path) => {
    const { page, close } = await open('cofi', path);
    try {
      const sections = await sectionNumbers(page);
      const numbered = sections.filter((s) => s.number);
      // Two sections or more, all numbered in order from 01; or none numbered.
      expect(numbered.length, JSON.stringify(sections)).not.toBe(1);
      if (numbered.length > 0) {
        // The page's first section heading is 01: the numbers do not start further down the page.
        expect(sections[0]!.number, JSON.stringify(sections)).toBe('01');
        expect(numbered.map((s) => s.number)).toEqual(numbered.map((_, i) => String(i + 1).padStart(2, '0')));
      }
    } finally {
      await close();
    }
  });

  it('the pricing page numbers every one of its sections, the estimator first, under the plans', async () => {
    const { page, close } = await open('cofi', '/pricing');
    try {
      const sections = await sectionNumbers(page);
      expect(sections.filter((s) => !s.number).map((s) => s.heading)).toEqual([]);
      expect(sections.length).toBe(8);
      expect(sections.find((s) => s.heading === 'Budget your programme')?.number).toBe('01');
      expect(sections.find((s) => s.heading === 'Compare plans')?.number).toBe('02');
    } finally {
      await close();
    }
  });

  it('TeamTrek numbers nothing', async () => {
    const { page, close } = await open('default', '/pricing');
    try {
      expect((await sectionNumbers(page)).filter((s) => s.number)).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** Where a section's heading stands beside its first piece of content, and how the section is drawn. */
const sheetShape = (page: Page, selector: string) =>
  page.locator(selector).evaluate((section) => {
    const heading = section.querySelector(':scope > h2')!.getBoundingClientRect();
    const content = [...section.children].find((c) => c.tagName !== 'H2')!.getBoundingClientRect();
    const style = getComputedStyle(section);
    return {
      beside: content.left >= heading.right - 1 || content.right <= heading.left + 1,
      ruleTop: parseFloat(style.borderTopWidth),
      boxed: parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth) > 0,
    };
  });

describe('Corporate Fitness’s price sheet and security spec sheet; TeamTrek’s stacked sections', () => {
  it.each([
    ['/pricing', '[aria-labelledby="procurement-facts"]'],
    ['/pricing', '[data-testid="employer-path"]'],
    ['/fr/pricing', 'section[aria-labelledby="add-ons"]'],
    ['/pricing?theme=highcontrast', 'section[aria-labelledby="add-ons"]'],
    [TRUST_CENTRE_PATHS.cofi, '[data-testid="trust-proof"]'],
    [`/de${TRUST_CENTRE_PATHS.cofi}`, '[data-trust-section="subprocessors"]'],
  ])('cofi %s %s at 1280 px: heading beside its content, under a rule, unboxed', async (path, selector) => {
    const { page, close } = await open('cofi', path);
    try {
      expect(await sheetShape(page, selector)).toEqual({ beside: true, ruleTop: 2, boxed: false });
    } finally {
      await close();
    }
  });

  it('cofi at 390 px: the heading above its content', async () => {
    const { page, close } = await open('cofi', '/pricing', 390);
    try {
      expect((await sheetShape(page, '[aria-labelledby="procurement-facts"]')).beside).toBe(false);
    } finally {
      await close();
    }
  });

  it.each([
    ['/pricing', 'section[aria-labelledby="add-ons"]'],
    ['/ar/pricing', 'section[aria-labelledby="add-ons"]'],
    [TRUST_CENTRE_PATHS.default, '[data-testid="trust-proof"]'],
  ])('TeamTrek %s %s at 1280 px: heading above its content', async (path, selector) => {
    const { page, close } = await open('default', path);
    try {
      expect((await sheetShape(page, selector)).beside).toBe(false);
    } finally {
      await close();
    }
  });

  it('the facts at a glance as a table on the spec sheet, after its callouts: one fact a row, its name beside its value', async () => {
    const { page, close } = await open('cofi', TRUST_CENTRE_PATHS.cofi);
    try {
      const rows = await page.locator('[data-testid="trust-proof"] dl > div:not([data-figure])').evaluateAll((facts) =>
        facts.map((fact) => {
          const [dt, dd] = [fact.querySelector('dt')!, fact.querySelector('dd')!].map((e) => e.getBoundingClientRect());
          return { top: Math.round(fact.getBoundingClientRect().top), beside: dd!.left > dt!.right };
        }),
      );
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((r) => r.top)).size).toBe(rows.length);
      expect(rows.every((r) => r.beside)).toBe(true);
    } finally {
      await close();
    }
  });
});

/** Where the contact page's reassurance panel, form and customers stand. */
const contactLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const next = box('[data-testid="contact-next"]');
    const form = box('[data-area="form"]');
    const proof = box('[data-testid="contact-proof"]');
    const logos = [...document.querySelectorAll('[data-testid="contact-proof"] li')].map((li) =>
      Math.round(li.getBoundingClientRect().top),
    );
    const rtl = document.documentElement.dir === 'rtl';
    return {
      panelAtStart: rtl ? next.left > form.right : next.right < form.left,
      panelTopAboveForm: next.top < form.top,
      proofAcross: proof.width > form.width * 1.4,
      logoRows: new Set(logos).size,
    };
  });

describe('contact: who answers first on Corporate Fitness, the form first on TeamTrek', () => {
  it.each(['/contact', '/de/contact?topic=pricing', '/contact?theme=highcontrast'])(
    'cofi %s at 1280 px: the panel at the start above the form’s top, the customers one row across',
    async (path) => {
      const { page, close } = await open('cofi', path);
      try {
        expect(await contactLayout(page)).toEqual({
          panelAtStart: true,
          panelTopAboveForm: true,
          proofAcross: true,
          logoRows: 1,
        });
      } finally {
        await close();
      }
    },
  );

  it.each(['/contact', '/ar/contact'])(
    'TeamTrek %s at 1280 px: the form at the start, the panel beside it',
    async (path) => {
      const { page, close } = await open('default', path);
      try {
        const layout = await contactLayout(page);
        expect(layout.panelAtStart).toBe(false);
        expect(layout.proofAcross).toBe(false);
      } finally {
        await close();
      }
    },
  );
});
