/**
 * Choosing a topic in the contact form retitles the page as a link with that topic would: the H1,
 * the intro and the document's title follow the choice (Corporate Fitness opens on the demo, whose
 * agenda shows only while the demo is chosen); in German on the general brand too.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, openPage } from './browser.ts';

afterAll(closeSharedBrowser);

/** The "What happens next" panel's words, as the visitor reads them. */
const panelText = (page: Page) => page.getByTestId('contact-next').innerText();

/** The panel as the server renders it for a link with that topic. */
async function servedPanel(tenantId: string, path: string): Promise<string> {
  const { page, close } = await openPage(tenantId, path);
  try {
    return await panelText(page);
  } finally {
    await close();
  }
}

describe('the contact page follows the topic chosen in its form', () => {
  it('Corporate Fitness: from "Book a demo" to "Get a quote" and back', async () => {
    const { page, close, pageErrors } = await openPage('cofi', '/contact');
    try {
      const h1 = page.locator('main h1');
      const agenda = page.getByTestId('demo-agenda');
      expect(await h1.innerText()).toBe('Book a demo');
      expect(await agenda.isVisible()).toBe(true);
      await page.locator('#f-topic').selectOption('pricing');
      await expect.poll(() => h1.innerText()).toBe('Get a quote');
      expect(await page.title()).toBe('Get a quote | Corporate Fitness');
      expect(await agenda.isVisible()).toBe(false);
      await page.locator('#f-topic').selectOption('demo');
      await expect.poll(() => h1.innerText()).toBe('Book a demo');
      expect(await page.title()).toBe('Book a demo | Corporate Fitness');
      expect(await agenda.isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('TeamTrek in German: "Kontakt" becomes the security heading', async () => {
    const { page, close } = await openPage('default', '/de/contact');
    try {
      expect(await page.locator('main h1').innerText()).toBe('Kontakt');
      await page.locator('#f-topic').selectOption('security');
      // The first change loads the form's island, which then retitles the page.
      await expect.poll(() => page.locator('main h1').innerText()).not.toBe('Kontakt');
      const heading = await page.locator('main h1').innerText();
      expect(await page.title()).toBe(`${heading} | TeamTrek`);
    } finally {
      await close();
    }
  });

  // The panel beside the form named the sales team whatever the select said; a link's topic changed it.
  it.each([
    ['cofi', '/contact'],
    ['default', '/ar/contact'],
  ])('%s %s: "What happens next" follows a topic chosen in the form', async (tenantId, path) => {
    const security = await servedPanel(tenantId, `${path}?topic=security`);
    const pricing = await servedPanel(tenantId, `${path}?topic=pricing`);
    expect(security).not.toBe(pricing);
    const { page, close, pageErrors } = await openPage(tenantId, path);
    try {
      await page.locator('#f-topic').selectOption('security');
      await expect.poll(() => panelText(page)).toBe(security);
      expect(await page.getByTestId('contact-next').locator('a[href^="mailto:"]:visible').getAttribute('href')).toMatch(
        /^mailto:security@/,
      );
      await page.locator('#f-topic').selectOption('pricing');
      await expect.poll(() => panelText(page)).toBe(pricing);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
