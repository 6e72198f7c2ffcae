import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../common/forms/form-messages.ts';
import {
  closeSharedBrowser,
  contactSendLabel,
  hydrateIsland,
  sharedBrowser,
  tenantOrigin,
  waitForIslands,
  waitOutTimeTrap,
} from './browser.ts';
import { expectRefusedBesideSubmit } from './form-refusal.ts';
import { BRANDS } from '../../common/brands.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(tenantId: string, path: string, javaScriptEnabled: boolean): Promise<Page> {
  context = await (await sharedBrowser()).newContext({ javaScriptEnabled, baseURL: tenantOrigin(tenantId) });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  if (javaScriptEnabled) await waitForIslands(page);
  return page;
}

async function fillLead(page: Page) {
  await page.getByLabel('Your name').fill('Anna Berg');
  await page.getByLabel('Work email').fill('anna@northwind.example');
  await page.getByLabel('Organisation', { exact: true }).fill('Northwind Logistics');
  await page.getByLabel('Your message').fill('We would like a six-week step challenge for 250 staff.');
  await page.getByLabel(/I agree/).check();
  // The time trap rejects forms sent within 3 s of rendering: only what is left of it is waited.
  await waitOutTimeTrap(page);
}

describe.each(BRANDS)('contact form on %s', (tenantId) => {
  it('sends without JavaScript and lands on the thank-you page', async () => {
    const page = await open(tenantId, '/contact?topic=demo', false);
    expect(await page.locator('h1').textContent()).toBe('Book a demo');
    await fillLead(page);
    await page.getByRole('button', { name: 'Request demo times' }).click();
    await page.waitForURL(/\/thankyou\?form=contact/);
  });

  it('with JavaScript shows inline errors, keeps the values, then sends', async () => {
    const page = await open(tenantId, '/contact', true);
    await hydrateIsland(page, 'contact-form');
    await page.getByLabel('Your name').fill('Anna Berg');
    await page.getByRole('button', { name: contactSendLabel(tenantId) }).click();
    expect(await page.locator('#e-email').textContent()).toBe(
      'Please enter an email address such as anna@company.com.',
    );
    await expectRefusedBesideSubmit(page, contactSendLabel(tenantId), 'Please check the highlighted fields.');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Anna Berg');
    await fillLead(page);
    await page.getByRole('button', { name: contactSendLabel(tenantId) }).click();
    await page.waitForURL(/\/thankyou\?form=contact/);
  });
});

describe('the topic chosen in the form', () => {
  it('asks for demo times on the demo and no group size for a security review', async () => {
    const page = await open('default', '/contact', true);
    await hydrateIsland(page, 'contact-form');
    const topic = page.getByLabel('What can we help with? (optional)');
    await topic.selectOption('demo');
    expect(await page.getByRole('button', { name: 'Request demo times' }).count()).toBe(1);
    expect(await page.locator('#f-participants').count()).toBe(1);
    await topic.selectOption('security');
    expect(await page.getByRole('button', { name: 'Send message' }).count()).toBe(1);
    expect(await page.locator('#f-participants').count()).toBe(0);
    await topic.selectOption('pricing');
    expect(await page.locator('#f-participants').count()).toBe(1);
  });
});

describe('support form', () => {
  it('mode=support sends a support request without JavaScript', async () => {
    const page = await open('cofi', '/contact?mode=support', false);
    expect(await page.locator('h1').textContent()).toBe('Get support');
    await page.getByLabel('Your name').fill('Ola Nordmann');
    await page.getByLabel('Work email').fill('ola@school.example');
    await page.getByLabel('What is your question about?').selectOption('tracker-sync');
    await page.getByLabel('Describe the problem').fill('My Garmin steps stopped syncing on Monday.');
    await waitOutTimeTrap(page);
    await page.getByRole('button', { name: 'Send to support' }).click();
    await page.waitForURL(/\/thankyou\?mode=support&form=support|\/thankyou\?form=support/);
  });

  it('without JavaScript an invalid form comes back with the values and the errors', async () => {
    const page = await open('default', '/contact?mode=support', false);
    await page.getByLabel('Your name').fill('Ola Nordmann');
    await waitOutTimeTrap(page);
    await page.getByRole('button', { name: 'Send to support' }).click();
    await page.waitForLoadState('load');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Ola Nordmann');
    expect(await page.locator('#e-category').textContent()).toBe('Please choose what your question is about.');
  });
});

describe('the island when a post is refused', () => {
  it('503 (database and form service down): keeps every value and offers to send again', async () => {
    const page = await open('default', '/contact', true);
    await hydrateIsland(page, 'contact-form');
    // D1 cannot be taken down under wrangler dev: the first post gets the worker's documented
    // 503 answer (test/integration/faults/forms.test.ts proves the worker sends it), later ones go through.
    let refused = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact*', async (route) => {
      if (refused++ === 0) {
        await held;
        await route.fulfill({
          status: 503,
          headers: { 'retry-after': '30' },
          contentType: 'application/json',
          body: JSON.stringify({ error: FORM_MESSAGES.unavailable, retryable: true }),
        });
      } else {
        await route.continue();
      }
    });
    await fillLead(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    // The post counts as a request in flight: the loading bar shows until the answer arrives.
    const bar = page.locator('#tt-loading');
    await expect.poll(() => bar.isVisible()).toBe(true);
    release();
    const notice = page.getByTestId('form-notice');
    expect(await notice.locator('p').textContent()).toBe(FORM_MESSAGES.unavailable);
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Anna Berg');
    expect(await page.getByLabel('Your message').inputValue()).toBe(
      'We would like a six-week step challenge for 250 staff.',
    );
    await notice.getByRole('button', { name: 'Send again' }).click();
    await page.waitForURL(/\/thankyou\?form=contact/);
    expect(refused).toBe(2);
  });

  it('409 (the key was used for other content): says so and sends what the form shows as a new message', async () => {
    const page = await open('cofi', '/contact', true);
    await hydrateIsland(page, 'contact-form');
    await fillLead(page);
    // The same form's key and signed time, first sent with other content (a second tab, a Back button).
    const first = await page.evaluate(async () => {
      const form = document.querySelector<HTMLFormElement>('[data-testid="contact-form"]')!;
      const data = {
        ...Object.fromEntries(new FormData(form)),
        message: 'An earlier version of this message, sent from another tab.',
      };
      const res = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      });
      return res.status;
    });
    expect(first).toBe(201);
    await page.getByRole('button', { name: 'Request demo times' }).click();
    const notice = page.getByTestId('form-notice');
    expect(await notice.locator('p').textContent()).toBe(FORM_MESSAGES.conflict);
    expect(await page.getByLabel('Your message').inputValue()).toBe(
      'We would like a six-week step challenge for 250 staff.',
    );
    await notice.getByRole('button', { name: 'Send as a new message' }).click();
    await page.waitForURL(/\/thankyou\?form=contact/);
  });
});

describe.each(BRANDS)('contact page on %s: what happens after "Send message"', (tenantId) => {
  it('at 1280 px the form has beside it who answers, when, and the address, then the setup screen, a testimonial and customers', async () => {
    context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${tenantOrigin(tenantId)}/contact`, { waitUntil: 'load' });
    await waitForIslands(page);
    const aside = page.getByTestId('contact-next');
    // Who answers, in each brand's own words (Corporate Fitness's speak to an employer's buyer).
    expect(await page.getByTestId('contact-who').innerText()).toContain(
      tenantId === 'cofi' ? 'Our customer success team replies in person' : 'A person from the TeamTrek team',
    );
    // The reply time the page's own copy promises ("within one working day").
    expect(await page.getByTestId('contact-when').innerText()).toContain('within one working day');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('within one working day');
    expect(await page.getByTestId('contact-address').innerText()).toMatch(/sales@\S+\.example/);
    // Beside the form, in the first screen: the aside starts level with the heading, to its side;
    // a brand sold by demo (salesPages.contact) puts it first, at the start, its customers across
    // the page under both (sales-page-compositions.test.ts).
    const panelFirst = tenantId === 'cofi';
    const form = (await page.locator('tt-island[data-island="contact-form"] form').boundingBox())!;
    const next = (await aside.boundingBox())!;
    const besideForm = (box: { x: number; width: number }) =>
      panelFirst ? box.x + box.width <= form.x : box.x >= form.x + form.width;
    expect(besideForm(next)).toBe(true);
    expect(next.y).toBeLessThan(form.y + form.height);
    expect(next.y + next.height).toBeLessThanOrEqual(900);
    // Under it, the organiser's setup screen, then a testimonial with its speaker's initials and
    // customers' wordmarks from the content data, so both columns run to the form's end: a brand
    // sold by demo keeps the testimonial in its start column, the general brand puts it under the
    // form and its customers beside the form's end.
    const setup = (await page.getByTestId('contact-setup').boundingBox())!;
    const quote = (await page.getByTestId('contact-quote').boundingBox())!;
    const proof = page.getByTestId('contact-proof');
    const proofBox = (await proof.boundingBox())!;
    expect(await page.getByTestId('contact-quote').locator('blockquote').count()).toBe(1);
    expect(await page.getByTestId('contact-quote').locator('figcaption').innerText()).toMatch(/^[A-Z]{2}\s/);
    expect(await proof.locator('li').count()).toBeGreaterThanOrEqual(3);
    expect(besideForm(setup)).toBe(true);
    expect(setup.y).toBeGreaterThan(next.y + next.height);
    if (panelFirst) {
      expect(besideForm(quote)).toBe(true);
      expect(quote.y).toBeGreaterThan(setup.y + setup.height);
      expect(proofBox.y).toBeGreaterThan(quote.y + quote.height);
      expect(proofBox.y).toBeGreaterThanOrEqual(form.y + form.height);
      expect(proofBox.width).toBeGreaterThan(form.width);
    } else {
      expect(quote.y).toBeGreaterThanOrEqual(form.y + form.height);
      expect(Math.abs(quote.x - form.x)).toBeLessThan(2);
      expect(besideForm(proofBox)).toBe(true);
      expect(proofBox.y).toBeGreaterThan(setup.y + setup.height);
      expect(proofBox.y + proofBox.height).toBeGreaterThanOrEqual(form.y + form.height - 200);
    }
    // No competing button in the page's body: the form's one submit is the only button there.
    expect(await page.locator('main button:visible, main a.primary:visible').allInnerTexts()).toEqual([
      contactSendLabel(tenantId),
    ]);
  });

  it('at 390 px the form comes first, its first field in the first screen, then who answers and when, then the testimonial', async () => {
    context = await (await sharedBrowser()).newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${tenantOrigin(tenantId)}/contact`, { waitUntil: 'load' });
    await waitForIslands(page);
    const form = (await page.locator('tt-island[data-island="contact-form"] form').boundingBox())!;
    const first = (await page.locator('#f-name').boundingBox())!;
    const next = (await page.getByTestId('contact-next').boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(844);
    expect(next.y).toBeGreaterThanOrEqual(form.y + form.height);
    expect(next.height).toBeLessThan(480);
    expect((await page.getByTestId('contact-quote').boundingBox())!.y).toBeGreaterThan(next.y + next.height);
    expect(next.x + next.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
