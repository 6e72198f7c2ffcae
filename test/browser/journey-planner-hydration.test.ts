/**
 * The journey planner loads on a visitor's first touch, not with the page: its server HTML is a
 * working form with the plan drawn, so a phone that only reads the page downloads none of its
 * JavaScript (nor React's renderer). Measured in Chromium against Vite's manifest:
 * - before any interaction, no file of the planner's chunk graph is requested;
 * - a first interaction loads it, and what the visitor typed while it loaded is kept and planned.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { closeSharedBrowser, holdIslandChunk, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

type Manifest = Record<string, { file: string; imports?: string[] }>;
const MANIFEST = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8'),
) as Manifest;

/** The files a manifest entry pulls in with it (its static imports, transitively). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !MANIFEST[key]) return seen;
  seen.add(key);
  for (const next of MANIFEST[key].imports ?? []) closure(next, seen);
  return seen;
}
const ENTRY = closure('client/entry.ts');
/** What hydrating the planner loads beyond the entry: its chunk, what it shares, React's renderer. */
const PLANNER_FILES = [...closure('client/islands/journey-planner.tsx'), ...closure('node_modules/react-dom/client.js')]
  .filter((key) => !ENTRY.has(key))
  .map((key) => `/${MANIFEST[key]!.file}`);

const ISLAND = 'tt-island[data-island="journey-planner"]';
const STEPS_PER_KM = 1250;
const ROUTE_66_KM = CONTENT.journeys['us-route-66']!.distance_km;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The page loaded and settled (idle islands mounted, the network quiet), with every script path it asked for. */
async function openQuiet(width: number): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  context = await (await sharedBrowser()).newContext({ locale: 'en-US', viewport: { width, height: 800 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${tenantOrigin('default')}/challenges/journeys/us-route-66`, { waitUntil: 'networkidle' });
  await waitForIslands(page);
  return { page, scripts, errors };
}

describe('the journey planner loads on interaction', () => {
  it('names real files: the planner chunk and React’s renderer are in the list', () => {
    expect(PLANNER_FILES.some((f) => /journey-planner-[\w-]+\.js$/.test(f))).toBe(true);
    expect(PLANNER_FILES.length).toBeGreaterThan(3);
  });

  it.each([390, 1280])('at %i px: no file of the planner is requested before a visitor touches it', async (width) => {
    const { page, scripts, errors } = await openQuiet(width);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => PLANNER_FILES.includes(s))).toEqual([]);
    expect(await page.locator(ISLAND).getAttribute('data-hydrated')).toBe('pending');
    // Scrolling the planner into view is not an interaction.
    await page.getByTestId('plan-result').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => PLANNER_FILES.includes(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each([
    ['a tap on the field', (page: Page) => page.getByLabel('People taking part').click()],
    ['keyboard focus', (page: Page) => page.getByLabel('People taking part').focus()],
  ] as const)('after %s, what is typed while it loads is kept and planned', async (_, reach) => {
    const { page, scripts, errors } = await openQuiet(390);
    // The planner's chunk is held until the visitor has typed: the typing surely comes first.
    const typed = await holdIslandChunk(page, 'journey-planner');
    const before = await page.getByTestId('plan-days').getAttribute('data-days');
    await reach(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('12');
    expect(await page.locator(ISLAND).getAttribute('data-hydrated')).toBe('pending');
    typed();
    await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`, { state: 'attached' });

    expect(scripts.filter((s) => PLANNER_FILES.includes(s)).length).toBeGreaterThan(0);
    const people = page.getByLabel('People taking part');
    expect(await people.inputValue()).toBe('12');
    const days = Math.ceil(ROUTE_66_KM / ((12 * 8000) / STEPS_PER_KM));
    expect(String(days)).not.toBe(before);
    await expect.poll(() => page.getByTestId('plan-days').getAttribute('data-days')).toBe(String(days));
    expect(new URL(page.url()).searchParams.get('people')).toBe('12');
    // Typing goes on as usual once it has loaded.
    await people.fill('24');
    await expect
      .poll(() => page.getByTestId('plan-days').getAttribute('data-days'))
      .toBe(String(Math.ceil(ROUTE_66_KM / ((24 * 8000) / STEPS_PER_KM))));
    expect(errors).toEqual([]);
  });

  it('a first press of "Show my plan" is replayed after loading: the plan shows, the page stays', async () => {
    const { page, errors } = await openQuiet(1280);
    const url = page.url();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // Typed without a touch event reaching the island first: the value is set, then the button pressed.
    await page.getByLabel('People taking part').evaluate((el) => ((el as HTMLInputElement).value = '40'));
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`, { state: 'attached' });
    const days = Math.ceil(ROUTE_66_KM / ((40 * 8000) / STEPS_PER_KM));
    await expect.poll(() => page.getByTestId('plan-days').getAttribute('data-days')).toBe(String(days));
    // The island answered in place (no GET of the form): same document, plan in the URL.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(new URL(url).pathname);
    expect(new URL(page.url()).searchParams.get('people')).toBe('40');
    expect(errors).toEqual([]);
  });
});
