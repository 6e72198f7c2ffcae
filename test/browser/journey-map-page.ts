/**
 * Opening a journey page for the map tests (journey-map-fit, journey-map-labels): at a width, as
 * the server drew it, or planned in the browser as a visitor would (the planner loads on a first
 * touch, then the people field is typed into).
 */
import type { Page } from 'playwright-core';
import { tenantOrigin } from './browser.ts';

const PLANNER = 'tt-island[data-island="journey-planner"]';

export async function openJourney(page: Page, path: string, width: number, plan: { people?: number } = {}) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${tenantOrigin('default')}${path}`, { waitUntil: 'load' });
  if (plan.people !== undefined) await planInPage(page, { people: plan.people });
}

/**
 * Loads the planner as a visitor does (a first touch) and, given a plan, types its figures and waits
 * until the island has drawn it (it keeps the plan in the URL then). Fields by id: the same in every language.
 */
export async function planInPage(page: Page, plan?: { people: number; daily?: number }) {
  await page.getByTestId('planner-form').hover();
  await page.waitForSelector(`${PLANNER}[data-hydrated="true"]`, { state: 'attached' });
  if (!plan) return;
  await page.locator('#plan-people').fill(String(plan.people));
  if (plan.daily !== undefined) await page.locator('#plan-daily').fill(String(plan.daily));
  await page.waitForURL(
    (url) =>
      url.searchParams.get('people') === String(plan.people) &&
      (plan.daily === undefined || url.searchParams.get('daily') === String(plan.daily)),
  );
}
