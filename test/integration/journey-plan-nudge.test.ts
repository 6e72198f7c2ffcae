/**
 * A plan of under two weeks says a longer route or teams would make a challenge of it. A plan
 * longer than a year says so beside its days, in the page's language, with the whole years
 * counted from the days (2,463 days: more than 6 years), and what would shorten it; a plan of a
 * year or less says nothing more. Rendered by the worker (the island renders the same on the page).
 */
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../../common/i18n/locales.ts';
import { CONTENT } from '../../worker/content/built-content.ts';
import { pageHtmlOf } from './helpers.ts';

const ROUTE_66_KM = CONTENT.journeys['us-route-66']!.distance_km;
/** 1,250 steps a km (content/step-conversion.json): one person at 2,000 steps covers 1.6 km a day. */
const daysFor = (people: number, steps: number) => Math.ceil(ROUTE_66_KM / ((people * steps) / 1250));
const nudgeIn = (html: string) => html.match(/data-testid="plan-nudge">([^<]+)</)?.[1];
const daysIn = (html: string) => Number(html.match(/data-testid="plan-days" data-days="(\d+)"/)?.[1]);

describe('the planner says when a plan takes more than a year', () => {
  it.each([
    ['people=1&daily=2000&unit=steps', daysFor(1, 2000), 'That is more than 6 years'],
    ['people=1&daily=8000&unit=steps', daysFor(1, 8000), 'That is more than a year'],
    ['people=2&daily=5000&unit=steps', daysFor(2, 5000), 'That is more than a year'],
  ])('%s: %i days', async (query, days, opening) => {
    const html = await pageHtmlOf('default', `/challenges/journeys/us-route-66?${query}`);
    expect(daysIn(html)).toBe(days);
    expect(days).toBeGreaterThan(365);
    expect(nudgeIn(html)).toBe(`${opening}: add people or raise the daily figure to finish sooner.`);
  });

  it('counts whole years from the days: 2,463 days are 6 years, not 7', () => {
    expect(daysFor(1, 2000)).toBe(2463);
    expect(Math.floor(2463 / 365)).toBe(6);
  });

  it.each([
    ['people=12&daily=8000&unit=steps', daysFor(12, 8000)],
    // 365 days exactly is a year, not more.
    ['people=1&daily=13500&unit=steps', daysFor(1, 13500)],
  ])('%s: %i days, no comment', async (query, days) => {
    const html = await pageHtmlOf('default', `/challenges/journeys/us-route-66?${query}`);
    expect(daysIn(html)).toBe(days);
    expect(days).toBeLessThanOrEqual(365);
    expect(html).not.toContain('data-testid="plan-nudge"');
  });

  it.each(TRANSLATED_LOCALES)('/%s/: in the page’s language, with its count of years', async (locale) => {
    const html = await pageHtmlOf('default', `/${locale}/challenges/journeys/us-route-66?people=1&daily=2000`);
    const nudge = nudgeIn(html)!;
    expect(nudge).toBeTruthy();
    expect(nudge).toMatch(/6|٦/);
    expect(nudge).not.toMatch(/more than|add people/);
  });
});

describe('the planner says when a plan is over in under two weeks', () => {
  const CAMINO_KM = CONTENT.journeys['camino-de-santiago']!.distance_km;
  it.each([
    ['people=250&daily=6000&unit=steps', 1],
    ['people=30&daily=8000&unit=steps', Math.ceil(CAMINO_KM / ((30 * 8000) / 1250))],
  ])('Camino, %s: %i days, a longer route or teams', async (query, days) => {
    const html = await pageHtmlOf('default', `/challenges/journeys/camino-de-santiago?${query}`);
    expect(daysIn(html)).toBe(days);
    expect(days).toBeLessThan(14);
    expect(nudgeIn(html)).toBe(
      'Under two weeks is short for a challenge: choose a longer route, or split the group into teams that race each other on this map.',
    );
  });

  it('Route 66, 12 people at 8,000 steps: three weeks and more, no comment', async () => {
    const html = await pageHtmlOf('default', '/challenges/journeys/us-route-66?people=12&daily=8000&unit=steps');
    expect(daysIn(html)).toBeGreaterThanOrEqual(14);
    expect(html).not.toContain('data-testid="plan-nudge"');
  });

  it.each(['de', 'fr'])('Corporate Fitness /%s/: in the page’s language', async (locale) => {
    const html = await pageHtmlOf(
      'cofi',
      `/${locale}/product/benefits/maps-virtual-journeys?people=250&daily=6000&unit=steps`,
    );
    const nudge = nudgeIn(html)!;
    expect(nudge).toBeTruthy();
    expect(nudge).not.toMatch(/two weeks|longer route/);
  });
});
