/**
 * The journey's copy paired with its numbers: the stops along the distance beside "The route",
 * the planner's days to the finish for 40 people and a team of ten beside "Who it suits" (the
 * figures the copy quotes), in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../common/journeys/plan-query.ts';
import { PLAN_TABLE } from '../../worker/pages/journey-plan.ts';
import { pageHtmlOf } from './helpers.ts';

const days = (people: number) =>
  planJourney(planInputOf(readPlanQuery(new URLSearchParams(`people=${people}`)), 3940, PLAN_TABLE)).days;

/** The section of the page's HTML from a heading to the figure the page sets beside it. */
const pairOf = (html: string, heading: string, testId: string) =>
  new RegExp(`<h2[^>]*>${heading}</h2>(?:(?!<h2)[\\s\\S])*?<figure data-testid="${testId}">([\\s\\S]*?)</figure>`).exec(
    html,
  )?.[1] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');

describe('the journey copy’s figures', () => {
  it('Route 66: the stops beside the route, finish times beside who it suits', async () => {
    const html = await pageHtmlOf('default', '/challenges/journeys/us-route-66');
    const strip = pairOf(html, 'The route', 'journey-stage-strip');
    expect(text(strip)).toContain('11 stops · 3,940 km');
    // One dot per stop, the last at the finish.
    expect(strip.match(/<i style="inset-inline-start:[\d.]+%"><\/i>/g)).toHaveLength(11);
    expect(strip).toContain('inset-inline-start:100%');
    const finish = text(pairOf(html, 'Who it suits', 'journey-finish-times'));
    expect(finish).toContain('Days to the finish at 8,000 steps a day each');
    expect(days(40)).toBe(16);
    expect(finish).toContain(`40 people${days(40)} days to finish`);
    expect(finish).toContain(`10 people${days(10)} days to finish`);
  });

  it.each([
    ['/de', 'Die Route', 'Für wen', `${days(40)} Tage bis zum Ziel`],
    ['/ar', 'المسار', 'لمن', 'خط النهاية'],
  ])('%s: the figures in the page’s language', async (prefix, route, suits, finish) => {
    const html = await pageHtmlOf('default', `${prefix}/challenges/journeys/us-route-66`);
    expect(html).toContain('data-testid="journey-stage-strip"');
    expect(text(/<figure data-testid="journey-finish-times">[\s\S]*?<\/figure>/.exec(html)![0])).toContain(finish);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${route}`));
    expect(html).toMatch(new RegExp(`<h2[^>]*>[^<]*${suits}`));
  });
});
