/**
 * /pricing's layout at a desktop's width, both brands and every language:
 * one filled card button (the recommended plan's) and the first screen's one filled action outside
 * the header, the other plans' next steps quiet text links, every card action on one line, centred
 * and of one height; the recommended card's tint ending under its button, not stretched under its
 * list; the estimator's total beside its inputs and the FAQ beside "Not sure which plan fits?" (or,
 * on a price sheet, its questions out to the content's edge), so neither leaves the right third of
 * the page empty; and on a German phone, the header button on one line.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

async function open(tenantId: string, path: string, width = 1280) {
  const context = await (
    await sharedBrowser()
  ).newContext({ viewport: { width, height: 800 }, baseURL: tenantOrigin(tenantId) });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  await waitForIslands(page);
  return { page, close: () => context.close() };
}

/** Each card's shown button: whether it is filled, its lines, its height and how centred its words are. */
const buttons = (page: Page) =>
  page.locator('[data-plan-cards] > li').evaluateAll((cards) =>
    cards.map((card) => {
      const a = [...card.querySelectorAll<HTMLElement>('a.cta')].find((b) => b.offsetParent)!;
      const style = getComputedStyle(a);
      const range = document.createRange();
      range.selectNodeContents(a.firstChild!);
      const words = range.getBoundingClientRect();
      const box = a.getBoundingClientRect();
      return {
        plan: card.getAttribute('data-plan'),
        filled: style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent',
        boxed: parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none',
        underlined: style.textDecorationLine.includes('underline'),
        lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
        height: Math.round(box.height),
        offCentre: Math.abs(words.left + words.width / 2 - (box.left + box.width / 2)),
      };
    }),
  );

describe('pricing card buttons at 1280 px', () => {
  it.each([
    ['default', '/pricing'],
    ['cofi', '/pricing'],
    ['cofi', '/pricing?billing=yearly'],
    ['cofi', '/pricing?billing=one-time'],
    ['default', '/de/pricing'],
    ['cofi', '/de/pricing'],
    ['default', '/ar/pricing'],
    // Every other language: no plan's button wraps at 1280 px in any of them.
    ['default', '/fr/pricing'],
    ['default', '/es/pricing'],
    ['default', '/nl/pricing'],
    ['cofi', '/fr/pricing'],
  ])('%s %s: only the recommended plan is filled; one line each, centred, one height', async (tenantId, path) => {
    const { page, close } = await open(tenantId, path);
    try {
      const shown = await buttons(page);
      expect(shown).toHaveLength(4);
      expect(shown.filter((b) => b.filled).map((b) => b.plan)).toEqual(['PRO']);
      // The other plans' next steps are quiet: underlined words, no fill and no box around them.
      for (const b of shown.filter((b) => b.plan !== 'PRO'))
        expect(b, b.plan!).toMatchObject({ boxed: false, underlined: true });
      for (const b of shown) {
        expect(b.lines, `${b.plan} wraps`).toBe(1);
        expect(b.offCentre, `${b.plan} off centre`).toBeLessThanOrEqual(2);
      }
      expect(new Set(shown.map((b) => b.height)).size).toBe(1);
    } finally {
      await close();
    }
  });
});

/** Runs in the page: the words of the filled links and buttons in the window, outside the header. */
function filledInWindow(): string[] {
  return [...document.querySelectorAll<HTMLElement>('main a[href], main button')]
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const fill = getComputedStyle(el).backgroundColor;
      return (
        box.width > 0 && box.top < innerHeight && box.bottom > 0 && !/^rgba\(0, 0, 0, 0\)$|^transparent$/.test(fill)
      );
    })
    .map((el) => el.innerText.trim());
}

describe("pricing's first screen at 1280 px", () => {
  it.each([
    ['default', '/pricing', 'Try Pro free'],
    ['default', '/de/pricing', 'Pro gratis testen'],
    ['default', '/ar/pricing', 'جرّب Pro مجانًا'],
    ['cofi', '/de/pricing', 'Pro im Monatsabo'],
    ['cofi', '/pricing', 'Get Pro monthly'],
  ])("%s %s: one filled action outside the header, the recommended plan's", async (tenantId, path, words) => {
    const { page, close } = await open(tenantId, path);
    try {
      const filled = await page.evaluate(filledInWindow);
      expect(filled).toHaveLength(1);
      expect(filled[0]).toBe(await page.locator('[data-plan="PRO"] a.cta:visible').innerText());
      if (words) expect(filled[0]).toBe(words);
    } finally {
      await close();
    }
  });

  it.each(['default', 'cofi'])(
    "%s: the recommended card's tint covers its offer and ends under its button, not under its list",
    async (tenantId) => {
      const { page, close } = await open(tenantId, '/pricing');
      try {
        const card = await page.locator('[data-plan-cards] > li.recommended').evaluate((li) => {
          const tint = getComputedStyle(li, '::before');
          const other = li.parentElement!.querySelector(':scope > li:not(.recommended)')!;
          return {
            card: getComputedStyle(li).backgroundColor,
            other: getComputedStyle(other).backgroundColor,
            tint: tint.backgroundColor,
            rows: `${tint.gridRowStart} / ${tint.gridRowEnd}`,
          };
        });
        // The card itself has the others' fill; its tint is a layer over the rows of name to button.
        expect(card.card).toBe(card.other);
        expect(card.tint).not.toBe(card.card);
        expect(card.tint).not.toMatch(/^rgba\(0, 0, 0, 0\)$/);
        expect(card.rows).toBe('1 / 5');
      } finally {
        await close();
      }
    },
  );
});

describe('the width of /pricing at 1280 px', () => {
  it.each(['default', 'cofi'])(
    '%s: the total sits beside the inputs, the FAQ beside "Not sure" or across the sheet, the plans near their features',
    async (tenantId) => {
      const { page, close } = await open(tenantId, '/pricing');
      try {
        const box = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        const fields = await box('[data-testid="estimator"] .fields');
        const result = await box('[data-testid="estimate-result"]');
        expect(result.left).toBeGreaterThan(fields.right);
        expect(result.top).toBeLessThan(fields.bottom);
        // The comparison table: the features under half its width, the plans sharing the rest alike.
        const columns = await page
          .locator('table')
          .first()
          .evaluate((t) => [...t.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().width));
        const tableWidth = columns.reduce((sum, w) => sum + w, 0);
        expect(columns[0]! / tableWidth).toBeLessThanOrEqual(0.45);
        expect(Math.max(...columns.slice(1)) - Math.min(...columns.slice(1))).toBeLessThanOrEqual(2);
        const form = await box('[data-testid="estimator"]');
        // Out to the right edge of the plan cards' row, not two-thirds across.
        const contentRight = await page.locator('[data-plan-cards]').evaluate((el) => el.getBoundingClientRect().right);
        expect(contentRight - form.right).toBeLessThanOrEqual(2);
        // Corporate Fitness's price sheet (salesPages.pricing) gives its questions a row of the sheet
        // across the page, under their heading's column (sales-page-compositions.test.ts).
        const faq = await box('[data-testid="pricing-faq"]');
        if (tenantId === 'cofi') {
          expect(contentRight - faq.right).toBeLessThanOrEqual(2);
          // Its questions' rules end where the sheet's other rows' rules and lists do.
          const question = await box('[data-testid="pricing-faq"] details');
          expect(Math.abs(contentRight - question.right)).toBeLessThanOrEqual(2);
          return;
        }
        const notSure = await box('[data-testid="pricing-closing"] > :last-child');
        expect(notSure.left).toBeGreaterThan(faq.right);
        expect(notSure.top).toBeLessThan(faq.bottom);
        expect(contentRight - notSure.right).toBeLessThanOrEqual(2);
      } finally {
        await close();
      }
    },
  );
});

describe('the header on /de/pricing at 390 px', () => {
  it.each(['default', 'cofi'])('%s: the header button reads on one line', async (tenantId) => {
    const { page, close } = await open(tenantId, '/de/pricing', 390);
    try {
      const action = page.locator('header [data-testid="primary-action"]');
      const lines = await action.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(await action.innerText()).toMatch(/testen|buchen/);
      expect(lines).toBe(1);
    } finally {
      await close();
    }
  });
});

describe('the comparison table on a phone', () => {
  it.each([
    ['default', '/pricing'],
    ['default', '/ar/pricing'],
    ['cofi', '/pricing'],
  ])('%s %s at 390 px: each group heading spans the table in the page colour', async (tenantId, path) => {
    const { page, close } = await open(tenantId, path, 390);
    try {
      // The comparison is the page's first table.
      const table = page.locator('table').first();
      const rows = await table.evaluate((t) => {
        const width = t.getBoundingClientRect().width;
        return [...t.querySelectorAll('th[scope="rowgroup"]')].map((th) => ({
          name: th.textContent,
          spans: Math.abs(th.getBoundingClientRect().width - width) <= 1,
          fill: getComputedStyle(th).backgroundColor,
        }));
      });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.spans, `${row.name} spans the table`).toBe(true);
        expect(row.fill, `${row.name} covers the columns`).not.toMatch(/^rgba\(0, 0, 0, 0\)$|transparent/);
      }
    } finally {
      await close();
    }
  });
});
