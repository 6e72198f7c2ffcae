import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BRANDS } from '../../common/brands.ts';
import {
  closeSharedBrowser,
  contactSendLabel,
  hydrateIsland,
  sharedBrowser,
  tenantOrigin,
  waitForIslands,
} from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openContact(tenantId: string): Promise<Page> {
  context = await (await sharedBrowser()).newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}/contact`, { waitUntil: 'load' });
  await waitForIslands(page);
  await hydrateIsland(page, 'contact-form');
  return page;
}

/** The focused element's id, and whether it and its label lie in the window below the header. */
const focusedInView = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const label = el.id ? (document.querySelector(`label[for="${el.id}"]`) ?? el.closest('label')) : null;
    const header = document.querySelector('header')?.getBoundingClientRect();
    const top = header && getComputedStyle(document.querySelector('header')!).position !== 'static' ? header.bottom : 0;
    const inView = (r: DOMRect) => r.top >= top - 1 && r.bottom <= innerHeight + 1;
    return {
      id: el.id,
      inView: inView(el.getBoundingClientRect()) && (!label || inView(label.getBoundingClientRect())),
    };
  });

describe.each(BRANDS)('a refused send of the contact form on %s at 390 px', (tenantId) => {
  it('moves the focus to the first invalid field, in view, and keeps what was typed', async () => {
    const page = await openContact(tenantId);
    const message = 'Six-week step challenge for 250 staff across three depots.';
    await page.getByLabel('Your message').fill(message);
    const send = page.getByRole('button', { name: contactSendLabel(tenantId) });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    await expect.poll(() => focusedInView(page)).toEqual({ id: 'f-name', inView: true });
    expect(await page.getByLabel('Your message').inputValue()).toBe(message);

    // The next refusal goes to whichever field is now the first one wrong.
    await page.getByLabel('Your name').fill('Anna Berg');
    await page.getByLabel('Work email').fill('anna@northwind.example');
    await send.scrollIntoViewIfNeeded();
    await send.click();
    await expect.poll(() => focusedInView(page)).toEqual({ id: 'f-organisation', inView: true });
    expect(await page.getByLabel('Your name').inputValue()).toBe('Anna Berg');
    expect(await page.getByLabel('Your message').inputValue()).toBe(message);
  });
});
