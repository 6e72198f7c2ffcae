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
  if (plan.people === undefined) return;
  await page.getByTestId('planner-form').hover();
  await page.waitForSelector(`${PLANNER}[data-hydrated="true"]`, { state: 'attached' });
  await page.getByLabel('People taking part').fill(String(plan.people));
  // The island keeps the plan in the URL once it has drawn it.
  await page.waitForURL((url) => url.searchParams.get('people') === String(plan.people));
}
