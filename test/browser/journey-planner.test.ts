import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import {
  closeSharedBrowser,
  formatViolations,
  hydrateIsland,
  runAxe,
  sharedBrowser,
  tenantOrigin,
  waitForIslands,
  waitOutTimeTrap,
} from './browser.ts';

afterAll(closeSharedBrowser);

const ISLAND = 'tt-island[data-island="journey-planner"]';
/** Steps per km of the step-conversion table's walking row (content/step-conversion.json). */
const STEPS_PER_KM = 1250;

let context: BrowserContext | undefined;
let errors: string[] = [];
afterEach(async () => {
  await context?.close();
  context = undefined;
  errors = [];
});

async function open(path: string, javaScriptEnabled: boolean, width = 1280): Promise<Page> {
  context = await (
    await sharedBrowser()
  ).newContext({
    javaScriptEnabled,
    locale: 'en-US',
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // Without JavaScript nothing loads after the page; with it, the planner loads when a visitor
  // points at it (journey-planner-hydration.test.ts), and the island's hydrated mark is the wait.
  await page.goto(`${tenantOrigin('default')}${path}`, { waitUntil: 'load' });
  if (javaScriptEnabled && (await page.locator(ISLAND).count())) {
    await page.getByTestId('planner-form').hover();
    await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`);
  }
  return page;
}

interface Plan {
  slug: string;
  people: number;
  daily: number;
  unit: 'steps' | 'km';
}
/** Three journeys, three plans: days = ceil(distance / (people × daily km per person)). */
const PLANS: Plan[] = [
  { slug: 'european-landmarks', people: 30, daily: 8000, unit: 'steps' },
  { slug: 'us-route-66', people: 12, daily: 9.5, unit: 'km' },
  { slug: 'camino-de-santiago', people: 4, daily: 11000, unit: 'steps' },
];
const expectedDays = ({ slug, people, daily, unit }: Plan) =>
  Math.ceil(CONTENT.journeys[slug]!.distance_km / (people * (unit === 'km' ? daily : daily / STEPS_PER_KM)));

async function fillPlan(page: Page, plan: Plan) {
  await page.getByLabel('People taking part').fill(String(plan.people));
  await page.getByLabel('Counted in').selectOption(plan.unit);
  await page.getByLabel('Daily average per person').fill(String(plan.daily));
}
const shownDays = async (page: Page) => Number(await page.getByTestId('plan-days').getAttribute('data-days'));

describe.each(PLANS)('planner on $slug: $people people, $daily $unit a day', (plan) => {
  it('without JavaScript: the GET form answers on the server and the URL keeps the plan', async () => {
    const page = await open(`/challenges/journeys/${plan.slug}`, false);
    await fillPlan(page, plan);
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.waitForURL(/people=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('people')).toBe(String(plan.people));
    expect(url.searchParams.get('daily')).toBe(String(plan.daily));
    expect(await shownDays(page)).toBe(expectedDays(plan));
    // The weeks listed end at the finish.
    expect(await page.getByTestId('plan-weeks').locator('li').count()).toBe(Math.ceil(expectedDays(plan) / 7));
  });

  it('with JavaScript: the answer follows the inputs at once, in the URL and the next-step links', async () => {
    const page = await open(`/challenges/journeys/${plan.slug}`, true);
    const before = page.url();
    await fillPlan(page, plan);
    await expect.poll(() => shownDays(page)).toBe(expectedDays(plan));
    expect(page.url()).not.toBe(before);
    expect(new URL(page.url()).searchParams.get('people')).toBe(String(plan.people));
    const use = await page.getByTestId('journey-use').getAttribute('href');
    expect(use).toContain(`journey=${plan.slug}&people=${plan.people}&daily=${plan.daily}&unit=${plan.unit}`);
    // The answer's quiet repeat of it carries the same plan.
    expect(await page.getByTestId('plan-use').getAttribute('href')).toBe(use);
    // A reload from the URL shows the same plan (server-rendered).
    await page.reload({ waitUntil: 'load' });
    await waitForIslands(page);
    expect(await shownDays(page)).toBe(expectedDays(plan));
    expect(errors).toEqual([]);
  });
});

describe('the planner keeps its figures honest', () => {
  const result = (page: Page) => page.getByTestId('plan-result').innerText();

  it('a unit switch converts the daily figure: 8,000 steps → 6.4 km and back, the plan unchanged', async () => {
    const page = await open('/challenges/journeys/european-landmarks', true);
    const daily = page.getByLabel('Daily average per person');
    await page.getByLabel('People taking part').fill('30');
    await daily.fill('8000');
    await expect.poll(() => shownDays(page)).toBe(Math.ceil(3440 / (30 * 6.4)));
    await page.getByLabel('Counted in').selectOption('km');
    expect(await daily.inputValue()).toBe('6.4');
    await expect.poll(() => new URL(page.url()).searchParams.get('daily')).toBe('6.4');
    expect(await shownDays(page)).toBe(Math.ceil(3440 / (30 * 6.4)));
    await page.getByLabel('Counted in').selectOption('steps');
    expect(await daily.inputValue()).toBe('8000');
    expect(await shownDays(page)).toBe(Math.ceil(3440 / (30 * 6.4)));
    expect(errors).toEqual([]);
  });

  it('without JavaScript, the GET that switched the unit converts the figure too', async () => {
    const page = await open('/challenges/journeys/european-landmarks', false);
    await page.getByLabel('Counted in').selectOption('km');
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.waitForURL(/unit=km/);
    expect(await page.getByLabel('Daily average per person').inputValue()).toBe('6.4');
    expect(await shownDays(page)).toBe(Math.ceil(3440 / (30 * 6.4)));
  });

  it('says "1 day", and refuses 0 people and a negative figure beside the field', async () => {
    const page = await open('/challenges/journeys/camino-de-santiago', true);
    await page.getByLabel('People taking part').fill('100000');
    await expect.poll(() => shownDays(page)).toBe(1);
    expect(await result(page)).toMatch(/^1\s+day to finish\n/);
    expect(await result(page)).not.toContain('1 days');

    const people = page.getByLabel('People taking part');
    await people.fill('0');
    await expect.poll(() => people.getAttribute('aria-invalid')).toBe('true');
    // The message is next to the field and is its description; no plan is shown for 0 people.
    await expect
      .poll(() => people.evaluate((el) => (el as HTMLInputElement).getAttribute('aria-describedby')))
      .toBe('plan-people-error');
    expect(await page.getByTestId('plan-people-error').innerText()).toBe(
      'Enter a whole number of people from 1 to 100,000.',
    );
    expect(await page.getByTestId('plan-days').count()).toBe(0);
    expect(await result(page)).toContain('Correct the marked field to see your plan.');
    // The field keeps what was typed; the URL keeps the last plan that was made.
    expect(await people.inputValue()).toBe('0');
    expect(new URL(page.url()).searchParams.get('people')).toBe('100000');

    await people.fill('4');
    const daily = page.getByLabel('Daily average per person');
    await daily.fill('-5');
    await expect.poll(() => daily.getAttribute('aria-invalid')).toBe('true');
    expect(await people.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByTestId('plan-daily-error').innerText()).toBe(
      'Enter a daily average of steps from 500 to 50,000.',
    );
    await daily.fill('11000');
    await expect.poll(() => shownDays(page)).toBe(Math.ceil(780 / (4 * 8.8)));
    expect(await daily.getAttribute('aria-invalid')).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('the planner in German: its words survive hydration and every answer', () => {
  const result = (page: Page) => page.getByTestId('plan-result').innerText();

  it('/de/: German after hydration, after typing (plural forms chosen in the browser) and after choosing', async () => {
    const page = await open('/de/challenges/journeys/european-landmarks', true);
    expect(await page.locator('#planner-heading').innerText()).toBe('Ihre Gruppe auf dieser Reise planen');
    expect(await result(page)).toContain('Tage bis zum Ziel');

    // One person: 538 days, more weeks than the list shows, so it ends "… und 40 weitere Wochen".
    await page.getByLabel('Teilnehmende Personen').fill('1');
    await expect.poll(() => shownDays(page)).toBe(538);
    await page.getByLabel('Startdatum (optional)').fill('2027-01-04');
    await expect.poll(() => result(page)).toContain('Ankunft am');
    let text = await result(page);
    expect(text).toMatch(/… und \d+ weitere Wochen/);
    expect(text).toMatch(/Woche 1: [\d.,]+ km · noch [\d.,]+ km bis /);
    expect(text).toContain('Sie schaffen 6,4 km am Tag.');
    expect(text).not.toContain('Ihre Gruppe schafft');

    // A group that finishes in a day: the singular form, picked by the island's plural rules.
    await page.getByLabel('Teilnehmende Personen').fill('100000');
    await expect.poll(() => shownDays(page)).toBe(1);
    text = await result(page);
    expect(text).toMatch(/^1\s+Tag bis zum Ziel/);
    expect(text).toContain('Woche 1: am Ziel');

    // The mix's activities are German, in German order, and choosing one keeps every word German.
    const activity = page.locator('select[name="activity"]').first();
    expect(await page.locator('fieldset label').first().innerText()).toMatch(/^Aktivität 1/);
    expect(await activity.locator('option').first().innerText()).toBe('Keine');
    await activity.selectOption({ label: 'Radfahren' });
    await page.getByLabel('Minuten pro Tag (Aktivität 1)', { exact: true }).fill('20');
    await expect.poll(() => new URL(page.url()).searchParams.get('activity')).toBe('CYCLING');
    const form = await page.getByTestId('planner-form').innerText();
    for (const english of ['Plan your group', 'People taking part', 'Minutes a day', 'Show my plan'])
      expect(form).not.toContain(english);
    // "Indoor-Cycling" is German; the English "Cycling" would be an option of its own.
    expect(form).not.toMatch(/^Cycling$/m);
    expect(await activity.locator('option:checked').innerText()).toBe('Radfahren');
    for (const english of ['days to finish', 'Finish on', 'Week ', 'more weeks', 'Your group covers'])
      expect(await result(page)).not.toContain(english);
    expect(errors).toEqual([]);
  });

  it('/ar/: the island’s Arabic days label takes the dual after typing', async () => {
    const page = await open('/ar/challenges/journeys/camino-de-santiago', true);
    expect(await page.locator('#planner-heading').innerText()).toBe('خطّط رحلة مجموعتك على هذا المسار');
    // 780 km in two days: 39 people at 10 km a day each.
    await page.getByLabel('وحدة العدّ').selectOption('km');
    await page.getByLabel('المتوسط اليومي للشخص').fill('10');
    await page.getByLabel('عدد المشاركين').fill('39');
    await expect.poll(() => shownDays(page)).toBe(2);
    // The dual spells its number: no figure in front of it ("2 يومان").
    expect(await result(page)).toContain('يومان حتى خط النهاية');
    expect(await result(page)).not.toMatch(/\d\s*يومان/);
    expect(errors).toEqual([]);
  });
});

describe('the plan arrives with a contact-form submission', () => {
  it('"Use this journey" carries the plan to the contact form, which posts it with the message', async () => {
    const page = await open('/challenges/journeys/us-route-66', true);
    await fillPlan(page, PLANS[1]!);
    await page.getByLabel('Start date (optional)').fill('2027-03-01');
    await expect.poll(() => shownDays(page)).toBe(35);
    await page.getByTestId('journey-use').click();
    await page.waitForURL(/\/contact\?topic=demo&journey=us-route-66/);
    await hydrateIsland(page, 'contact-form');
    expect(await page.getByTestId('contact-plan').textContent()).toContain('12 people averaging 9.5 km a day: 35 days');
    const posted = page.waitForRequest((r) => r.url().includes('/api/contact') && r.method() === 'POST');
    await page.getByLabel('Your name').fill('Anna Berg');
    await page.getByLabel('Work email').fill('anna@northwind.example');
    await page.getByLabel('Organisation', { exact: true }).fill('Northwind Logistics');
    await page.getByLabel(/I agree/).check();
    await waitOutTimeTrap(page);
    const answered = page.waitForResponse((r) => r.url().includes('/api/contact'));
    await page.getByRole('button', { name: 'Request demo times' }).click();
    const body = JSON.parse((await posted).postData()!) as Record<string, string>;
    expect(body.plan).toBe('journey=us-route-66&people=12&daily=9.5&unit=km&start=2027-03-01');
    expect(body.message).toContain('We would like to run US Route 66 with 12 people');
    expect((await answered).status()).toBe(201);
    await page.waitForURL(/\/thankyou\?.*form=contact/);
  });
});

describe('journey pages: no script before a visitor, no layout shift, axe clean in both themes, legible at 390', () => {
  it.each(['/challenges/journeys/european-landmarks', '/challenges/journeys/solar-system', '/challenges/journeys'])(
    '%s',
    async (path) => {
      for (const theme of ['', 'highcontrast']) {
        const page = await open(theme ? `${path}?theme=${theme}` : path, true, 390);
        const cls = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let sum = 0;
              new PerformanceObserver((list) => {
                type Shift = PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                  sources: { currentRect: DOMRectReadOnly }[];
                };
                // The frame's 3 px loading bar (#tt-loading, while an island chunk loads) grows in
                // width at the top edge; that is not the page's content moving, so it is not counted.
                const loadingBar = (e: Shift) =>
                  e.sources.every((s) => s.currentRect.y === 0 && s.currentRect.height <= 3);
                for (const e of list.getEntries() as Shift[]) if (!e.hadRecentInput && !loadingBar(e)) sum += e.value;
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(sum), 300);
            }),
        );
        expect(cls).toBe(0);
        expect(formatViolations(await runAxe(page))).toBe('');
        // Nothing wider than the phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(errors).toEqual([]);
        await context!.close();
        context = undefined;
      }
    },
  );

  it.each([
    ['/challenges/journeys/european-landmarks', 1280],
    ['/challenges/journeys/european-landmarks', 390],
    ['/challenges/journeys/solar-system', 1280],
    ['/challenges/journeys/solar-system', 390],
  ] as const)('%s at %i px: the weekly markers lie exactly over the map', async (path, width) => {
    const page = await open(path, true, width);
    // The drawing shown at this width (the wide map, or the phone's) and its own overlay.
    const map = await page.locator('[data-testid="journey-map"] > svg:visible').boundingBox();
    const weeks = await page.locator('[data-testid="plan-weeks-map"]:visible').boundingBox();
    expect(weeks).toEqual(map);
    expect(map!.width).toBeGreaterThan(width < 500 ? 300 : 500);
  });

  it('the planner waits for a visitor: no script in the head, the island marked to hydrate on interaction', async () => {
    context = await (await sharedBrowser()).newContext({ javaScriptEnabled: false });
    const response = await (await context.newPage()).goto(`${tenantOrigin('default')}/challenges/journeys/us-route-66`);
    const html = await response!.text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<tt-island data-island="journey-planner"[^>]*data-hydrate="interaction"/);
  });
});
