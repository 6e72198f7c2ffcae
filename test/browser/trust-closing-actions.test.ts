/**
 * TeamTrek's trust centre ends with its own words, contracts and add-ons then where the controls
 * apply, and the page's actions ("Talk to our team", "See pricing"). The actions follow the
 * contracts section they belong to at every width: under it in its column at 1280, the other
 * section beside them; on a phone after it, before the other section (the same order, not under
 * the page's last words).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser } from './browser.ts';
import { closeTrustCentre, openTrustCentre } from './trust-centre-page.ts';

afterAll(closeSharedBrowser);

afterEach(closeTrustCentre);

const open = (prefix: string, width: number): Promise<Page> => openTrustCentre('default', prefix, width, 900);

/** The contracts heading, the actions and the last heading: boxes, their page order, inline-start edges. */
const closing = (page: Page) =>
  page.evaluate(() => {
    const article = document.querySelector('[data-testid="trust-centre"]')!;
    const headings = [...article.querySelectorAll('h2')];
    const [contracts, last] = headings.slice(-2) as unknown as [HTMLElement, HTMLElement];
    const actions = [...article.querySelectorAll('a[href$="/contact?topic=demo"]')].at(-1)!.parentElement!;
    // The contracts section's list: the last element before the actions in its column.
    const list = contracts.parentElement!.lastElementChild!;
    const rtl = getComputedStyle(article).direction === 'rtl';
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, start: rtl ? -r.right : r.left, end: rtl ? -r.left : r.right };
    };
    const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {
      order: before(contracts, actions) && before(actions, last),
      contracts: box(contracts),
      list: box(list),
      actions: box(actions),
      last: box(last),
    };
  });

describe('the trust centre’s actions follow its contracts section', () => {
  it.each([
    ['', 390],
    ['/ar', 390],
    ['/de', 390],
  ])('%s at %i px: contracts, then the actions, then the last section', async (prefix, width) => {
    const c = await closing(await open(prefix, width));
    expect(c.order).toBe(true);
    expect(c.actions.top).toBeGreaterThanOrEqual(c.list.bottom);
    expect(c.actions.top - c.list.bottom).toBeLessThan(64);
    expect(c.last.top).toBeGreaterThan(c.actions.bottom);
  });

  it.each([
    ['', 1280],
    ['/ar', 1280],
  ])('%s at %i px: the actions under contracts in its column, the last section beside them', async (prefix, width) => {
    const c = await closing(await open(prefix, width));
    expect(c.order).toBe(true);
    expect(Math.abs(c.actions.start - c.contracts.start)).toBeLessThan(2);
    expect(c.actions.top).toBeGreaterThanOrEqual(c.list.bottom);
    expect(c.actions.top - c.list.bottom).toBeLessThan(64);
    // Beside: level with the contracts heading, past the end of the actions' column.
    expect(Math.abs(c.last.top - c.contracts.top)).toBeLessThan(2);
    expect(c.last.start).toBeGreaterThan(c.actions.end);
  });
});
