import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../common/brands.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { PRIVACY_LEVELS, ROLES } from '../../worker/trust/trust-schema.ts';
import {
  closeSharedBrowser,
  formatViolations,
  runAxe,
  sharedBrowser,
  tenantOrigin,
  waitForIslands,
} from './browser.ts';

afterAll(closeSharedBrowser);

const WIDTHS = [390, 1280] as const;
const ISLAND = 'tt-island[data-island="device-filter"]';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(brand: string, width: number, javaScriptEnabled: boolean, query = ''): Promise<Page> {
  context = await newContext(width, javaScriptEnabled);
  return load(await context.newPage(), brand, javaScriptEnabled, query);
}

const newContext = async (width: number, javaScriptEnabled: boolean) =>
  (await sharedBrowser()).newContext({ viewport: { width, height: 900 }, javaScriptEnabled });

async function load(page: Page, brand: string, javaScriptEnabled: boolean, query = ''): Promise<Page> {
  // 'load', then with JavaScript the islands' own signal ('networkidle' waits 500 ms more).
  await page.goto(`${tenantOrigin(brand)}${TRUST_CENTRE_PATHS[brand as 'default']}${query}`, { waitUntil: 'load' });
  if (javaScriptEnabled) await waitForIslands(page);
  return page;
}

const shownRegion = (page: Page) => page.getByTestId('region-shown').getAttribute('data-region');

describe.each(BRANDS)('the trust centre of %s', (brand) => {
  // One page without JavaScript per width for the four checks that read it; the region picker,
  // which moves the page on, runs last. A page load is most of a check's cost.
  describe.each(WIDTHS)('at %i px without JavaScript', (width) => {
    let kept: BrowserContext | undefined;
    let page: Page;
    beforeAll(async () => {
      kept = await newContext(width, false);
      page = await load(await kept.newPage(), brand, false);
    });
    afterAll(() => kept?.close());

    it('the security address stays whole, on two lines at most', async () => {
      const addresses = await page.locator('a[data-email]').evaluateAll((links) =>
        links.map((link) => {
          // Where each character sits: a new line starts where a character's top moves down.
          const chars: { char: string; top: number }[] = [];
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            for (let i = 0; i < node.textContent!.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              chars.push({ char: node.textContent![i]!, top: range.getBoundingClientRect().top });
            }
          const lines = [''];
          const breaks: string[] = [];
          chars.forEach((c, i) => {
            if (i > 0 && c.top > chars[i - 1]!.top + 4) {
              breaks.push(`${chars[i - 1]!.char}|${c.char}`);
              lines.push('');
            }
            lines[lines.length - 1] += c.char;
          });
          return { text: link.textContent, lines, breaks };
        }),
      );
      expect(addresses.length).toBeGreaterThanOrEqual(2);
      for (const address of addresses) {
        expect(address.text).toMatch(/^security@/);
        expect(address.lines.length, address.lines.join(' / ')).toBeLessThanOrEqual(2);
        // Only after the "@" or before a dot: never inside "corporatefitness".
        for (const at of address.breaks) expect(at, address.lines.join(' / ')).toMatch(/^@\||\|\.$/);
      }
    });

    it('no sales address, no role code, and no table cut off', async () => {
      const text = await page.locator('[data-testid="trust-centre"]').innerText();
      expect(text).not.toMatch(/sales@/);
      for (const role of ROLES) expect(text).not.toContain(role);
      expect(await page.getByTestId('security-contact').innerText()).toMatch(/^security@/);
      // Corporate Fitness's spec sheet keeps its comparison tables tables on a phone, each scrolling
      // sideways in its own frame; TeamTrek turns each row into a card.
      const scrolled = brand === 'cofi' ? ['permissions-matrix', 'privacy-table'] : [];
      for (const id of ['permissions-matrix', 'sub-processors', ...(brand === 'cofi' ? ['privacy-table'] : [])]) {
        const frame = page.getByTestId(id);
        await frame.scrollIntoViewIfNeeded();
        // Every cell lies inside its frame's scroll area and shows all of its text: nothing clipped.
        const cut = await frame.evaluate((el) => {
          const frameBox = el.getBoundingClientRect();
          const left = frameBox.left + el.clientLeft;
          const box = { left, right: left + Math.max(el.scrollWidth, el.clientWidth) };
          return (
            [...el.querySelectorAll('th, td')]
              .filter((cell) => (cell as HTMLElement).offsetParent !== null)
              // A phone's column headings are for screen readers only (each cell names its column).
              .filter((cell) => getComputedStyle(cell.closest('thead') ?? cell).clipPath === 'none')
              .filter((cell) => {
                const r = cell.getBoundingClientRect();
                return r.left < box.left - 0.5 || r.right > box.right + 0.5 || cell.scrollWidth > cell.clientWidth + 1;
              })
              .map((cell) => (cell as HTMLElement).innerText.slice(0, 40))
          );
        });
        expect(cut, id).toEqual([]);
        if (width === 390) {
          // On a phone the table fits its box (no sideways scroll to find the rest of a word), or it
          // is a table that scrolls inside its own focusable frame, never the page.
          const own = await frame.evaluate((el) => ({
            fits: el.scrollWidth <= el.clientWidth,
            scrolls: getComputedStyle(el).overflowX === 'auto' && el.tabIndex === 0,
          }));
          expect(own, id).toEqual(
            scrolled.includes(id) ? { fits: false, scrolls: true } : { fits: true, scrolls: true },
          );
          expect((await frame.boundingBox())!.width).toBeLessThanOrEqual(390);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    // Corporate Fitness's spec sheet compares the levels as a table instead (trust-centre-layout.test.ts).
    it.skipIf(brand === 'cofi')('"who sees your profile" draws both screens for every privacy level', async () => {
      for (const level of PRIVACY_LEVELS) {
        const figure = page.locator(`figure[data-privacy-level="${level}"]`);
        const picture = figure.locator('[role="img"]');
        await picture.scrollIntoViewIfNeeded();
        const box = await picture.boundingBox();
        expect(box, level).not.toBeNull();
        expect(box!.width).toBeGreaterThan(Math.min(300, width - 80));
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await picture.getAttribute('aria-label')).toMatch(/^Your screen: .* A colleague sees: /);
        expect(await figure.locator('dd').count()).toBe(4);
      }
    });

    it('the region picker changes the region shown', async () => {
      // A retry starts again from the page as served.
      if (new URL(page.url()).search) await load(page, brand, false);
      expect(await shownRegion(page)).toBe('us');
      for (const region of ['eu', 'uk', 'us']) {
        await page.locator(`a[data-region-link="${region}"]`).click();
        await page.waitForLoadState('load');
        await expect.poll(() => shownRegion(page).catch(() => null)).toBe(region);
        expect(await page.locator(`a[data-region-link="${region}"]`).getAttribute('aria-current')).toBe('true');
        // The map draws the picked data centre in the brand colour, the others as outlines.
        await expect.poll(() => page.locator('g[data-picked="true"]').getAttribute('data-region')).toBe(region);
        // The picker's link lands on its section, which is in view.
        expect(await page.locator('#regions').boundingBox()).not.toBeNull();
        expect(new URL(page.url()).hash).toBe('#regions');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });

  it.each(WIDTHS)('at %i px every device card keeps its icon on the first line of its name', async (width) => {
    const page = await open(brand, width, true);
    await page.locator('[data-testid="device-more"] summary').click();
    const cards = await page.locator('li[data-provider] h3').evaluateAll((titles) =>
      titles.map((h3) => {
        const icon = h3.querySelector('svg')!.getBoundingClientRect();
        const name = h3.querySelector('span')!.getClientRects()[0]!;
        return { name: h3.textContent, beside: icon.top < name.bottom && icon.bottom > name.top };
      }),
    );
    expect(cards.length).toBe(19);
    expect(cards.filter((c) => !c.beside)).toEqual([]);
  });

  it('filters the connected devices as the visitor types, without a round trip; the whole list without JavaScript', async () => {
    const plain = await open(brand, 390, false);
    // The first four cards, the rest behind the disclosure, which opens without JavaScript.
    expect(await plain.locator('li[data-provider]:visible').count()).toBe(4);
    await plain.locator('[data-testid="device-more"] summary').click();
    expect(await plain.locator('li[data-provider]:visible').count()).toBe(19);
    await context!.close();
    const page = await open(brand, 1280, true);
    const requests: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && requests.push(r.url()));
    expect(await page.locator(`${ISLAND}[data-hydrated="true"]`).count()).toBe(0); // loads on interaction
    await page.locator('#device-filter-input').click();
    await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`);
    await page.locator('#device-filter-input').pressSequentially('garmin');
    await expect.poll(() => page.locator('li[data-provider]:visible').count()).toBe(1);
    expect(await page.locator('li[data-provider]:visible').getAttribute('data-provider')).toBe('garmin');
    await page.locator('#device-filter-input').fill('deprecated');
    await expect.poll(() => page.locator('li[data-provider]:visible').getAttribute('data-provider')).toBe('google-fit');
    await page.locator('#device-filter-input').fill('');
    await expect.poll(() => page.locator('li[data-provider]:visible').count()).toBe(4);
    expect(requests).toEqual([]);
  });

  it.each(WIDTHS.flatMap((width) => ['', '?theme=highcontrast'].map((query) => [width, query] as const)))(
    'axe at %i px: no WCAG A/AA violations%s, filter in use',
    async (width, query) => {
      const page = await open(brand, width, true, query);
      await page.locator('#device-filter-input').click();
      await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`);
      await page.locator('#device-filter-input').pressSequentially('step');
      expect(formatViolations(await runAxe(page))).toBe('');
    },
  );
});

describe('the trust centre’s data-centre map in Arabic', () => {
  it.each(WIDTHS.flatMap((width) => ['us', 'eu', 'uk'].map((region) => [width, region] as const)))(
    'at %i px, %s picked: every label lies inside the map, none cut off at an edge',
    async (width, region) => {
      context = await (
        await sharedBrowser()
      ).newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${tenantOrigin('default')}/ar${TRUST_CENTRE_PATHS.default}?region=${region}`, {
        waitUntil: 'load',
      });
      const map = page.locator('svg[role="img"]:has(g[data-region])').first();
      await map.scrollIntoViewIfNeeded();
      const labels = await map.evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('g[data-region] text')].map((text) => {
          const r = text.getBoundingClientRect();
          const inside =
            r.left >= box.left - 0.5 &&
            r.right <= box.right + 0.5 &&
            r.top >= box.top - 0.5 &&
            r.bottom <= box.bottom + 0.5;
          return { text: text.textContent, inside, width: r.width };
        });
      });
      expect(labels.map((l) => l.text)).toEqual(
        expect.arrayContaining(['الاتحاد الأوروبي', 'المملكة المتحدة', 'الولايات المتحدة']),
      );
      for (const label of labels) {
        expect(label.width, label.text!).toBeGreaterThan(0);
        expect(label.inside, label.text!).toBe(true);
      }
    },
  );
});
