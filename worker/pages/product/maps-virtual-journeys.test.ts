/**
 * Corporate Fitness's journey page through the worker on its own host: the first screen holds the
 * featured journey's map with its start, finish and the leading group named; the first section is
 * the journey planner a buyer plans their own group with (a GET form to this page, then an island);
 * the route cards' lengths and stops are the journeys' content (the figures TeamTrek's journey pages
 * show); the brand's customers and a testimonial; the page closes on its own action, pricing,
 * filled (the demo is the header's).
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from '../../../test/integration/helpers.ts';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { featuredJourneySlug } from '../../ui/page-visuals.tsx';
import { planJourney } from '../../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../../common/journeys/plan-query.ts';
import { PLAN_TABLE } from '../journey-plan.ts';

const PATH = '/product/benefits/maps-virtual-journeys';
const journey = CONTENT.journeys[featuredJourneySlug()!]!;
const first = journey.stages[0]!.name;
const last = journey.stages.at(-1)!.name;
/** The page up to its first section: the heading, the lead and the map beside them. */
const firstScreen = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('data-journey-section="1"'));
/** The planner's days for a query, as the journey pages compute them. */
const daysFor = (query: string, km: number) =>
  planJourney(planInputOf(readPlanQuery(new URLSearchParams(query)), km, PLAN_TABLE)).days;
const unescape = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

describe('cofi /product/benefits/maps-virtual-journeys', () => {
  it('opens with the journey map beside the heading: start, finish and the leading group named on the map', async () => {
    const page = await pageHtmlOf('cofi', PATH);
    const top = firstScreen(page);
    expect(top).toMatch(/data-testid="intro-visual"[\s\S]*<h1[\s\S]*data-testid="journey-map"/);
    // One drawing at every width, the phone's: it names the start, the finish and the leading group.
    expect([...top.matchAll(/data-map-layout="(\w+)"/g)].map((m) => m[1])).toEqual(['narrow']);
    const map = unescape(top);
    expect(map).toContain(`data-stage-label="${first}"`);
    expect(map).toContain(`data-stage-label="${last}"`);
    expect(map).toContain(`data-team-name="${journey.teams![0]!.name}"`);
    // The old abstract picture and the small map with its own labels are gone.
    expect(page).not.toContain('/illustrations/map.svg');
  });

  it("plans the buyer's own group in its first section, and the route cards from the journeys", async () => {
    const page = await pageHtmlOf('cofi', PATH);
    const plan = /data-journey-section="1"[\s\S]*?(?=data-journey-section="2")/.exec(page)?.[0] ?? '';
    expect(plan).toContain('data-island="journey-planner"');
    expect(plan).toMatch(new RegExp(`<form[^>]*action="${PATH}"`));
    expect(plan).toContain(`data-days="${daysFor('', journey.distance_km)}"`);
    expect(page).not.toContain('data-testid="finish-days"');
    // A plan asked for in the address is the one shown: 12 people at 6,000 steps a day.
    const asked = await pageHtmlOf('cofi', `${PATH}?people=12&daily=6000&unit=steps`);
    const days = daysFor('people=12&daily=6000&unit=steps', journey.distance_km);
    expect(days).not.toBe(daysFor('', journey.distance_km));
    expect(asked).toContain(`data-days="${days}"`);
    const cards = /data-testid="route-cards"[\s\S]*?<\/ul>/.exec(page)?.[0] ?? '';
    for (const j of Object.values(CONTENT.journeys)) {
      const card = new RegExp(`data-route="${j.slug}"[\\s\\S]*?</li>`).exec(cards)?.[0] ?? '';
      expect(card, j.slug).toContain(`data-km="true">${j.distance_km.toLocaleString('en')}<`);
      expect(card, j.slug).toContain(`data-stops="true">${j.stages.length}<`);
    }
  });

  it("closes on its own action, filled: pricing, the demo being the header's on every screen", async () => {
    const page = await pageHtmlOf('cofi', PATH);
    const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(header).toMatch(/data-testid="primary-action"[^>]*>Book a demo</);
    expect(main).not.toMatch(/>Book a demo</);
    expect(main.match(/data-action="primary"[^>]*>See pricing</g)).toHaveLength(1);
    expect(firstScreen(page)).not.toMatch(/>(Book a demo|See pricing)</);
  });

  it("shows the brand's customers and a testimonial before its closing link", async () => {
    const page = await pageHtmlOf('cofi', PATH);
    const proof = /data-journey-section="proof"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(proof).toContain('Teams that run their challenges with Corporate Fitness');
    expect(proof).toContain('<blockquote>');
    expect(proof).toContain('customer-wordmarks-cofi');
    expect(page.indexOf('data-journey-section="proof"')).toBeLessThan(page.indexOf('data-action="primary"'));
  });

  it.each(['de', 'fr'])('/%s/: the same figures in the page language', async (locale) => {
    const page = await pageHtmlOf('cofi', `/${locale}${PATH}`);
    expect(page).toContain('data-testid="journey-map"');
    expect(page).toContain(`data-days="${daysFor('', journey.distance_km)}"`);
    expect(page.match(/data-route="/g)).toHaveLength(Object.keys(CONTENT.journeys).length);
    expect(page.match(/data-action="primary"/g)).toHaveLength(1);
  });
});
