import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { expectRefusedBesideSubmit } from './form-refusal.ts';
import { closeSharedBrowser, hydrateIsland, sharedBrowser, tenantOrigin, waitOutTimeTrap } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  context = await (await sharedBrowser()).newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin('default')}${path}`, { waitUntil: 'load' });
  return page;
}

// The contact form on /de/contact says what is missing in German, sent empty.
describe('the contact form on /de/contact sent empty', () => {
  it('without JavaScript: the worker answers the German form with a message per field', async () => {
    const page = await open('/de/contact', false);
    await waitOutTimeTrap(page); // the time trap refuses forms sent within 3 s
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.waitForSelector('#e-name');
    expect(new URL(page.url()).pathname).toBe('/de/api/contact');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('#e-name').textContent()).toBe('Bitte geben Sie Ihren Namen ein.');
    expect(await page.locator('#e-email').textContent()).toBe(
      'Bitte geben Sie eine E-Mail-Adresse ein, zum Beispiel anna@firma.de.',
    );
    expect(await page.locator('#e-consent').textContent()).toBe(
      'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihnen antworten können.',
    );
  });

  it('with JavaScript: the island shows the same German messages inline', async () => {
    const page = await open('/de/contact', true);
    await hydrateIsland(page, 'contact-form');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    expect(await page.locator('#e-name').textContent()).toBe('Bitte geben Sie Ihren Namen ein.');
    expect(await page.locator('#e-message').textContent()).toBe(
      'Bitte schreiben Sie eine Nachricht mit mindestens 10 Zeichen.',
    );
    await expectRefusedBesideSubmit(page, 'Nachricht senden', 'Bitte prüfen Sie die markierten Felder.');
    expect(new URL(page.url()).pathname).toBe('/de/contact');
  });
});
