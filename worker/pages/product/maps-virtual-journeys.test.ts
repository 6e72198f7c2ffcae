/**
 * Corporate Fitness's journey page through the worker on its own host: the first screen holds the
 * featured journey's map with its start, finish and the leading group named; the days to the finish
 * are the planner's arithmetic; the route cards' lengths and stops are the journeys' content (the
 * figures TeamTrek's journey pages show); the brand's customers and a testimonial; the demo is the
 * header's, and the page closes on one quiet link.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from '../../../test/integration/helpers.ts';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { featuredJourneySlug } from '../../ui/page-visuals.tsx';
import { daysFor, EXAMPLE_GROUPS } from './journey-benefit-parts.tsx';

const PATH = '/product/benefits/maps-virtual-journeys';
const journey = CONTENT.journeys[featuredJourneySlug()!]!;
const first = journey.stages[0]!.name;
const last = journey.stages.at(-1)!.name;
/** The page up to the end of its first section: the heading, the lead and the map beside them. */
const firstScreen = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('data-journey-section="2"'));
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

  it('computes the days to the finish for each group and the route cards from the journeys', async () => {
    const page = await pageHtmlOf('cofi', PATH);
    const table = /data-testid="finish-days"[\s\S]*?<\/table>/.exec(page)?.[0] ?? '';
    const days = [...table.matchAll(/data-days="(\d+)"/g)].map((m) => Number(m[1]));
    const longest = Math.max(
      ...Object.values(CONTENT.journeys)
        .filter((j) => JOURNEY_MAPS[j.slug])
        .map((j) => j.distance_km),
    );
    expect(days).toEqual(
      EXAMPLE_GROUPS.flatMap((people) => [daysFor(people, journey.distance_km), daysFor(people, longest)]),
    );
    // At 8,000 steps a day each (1,250 steps a km): one person walks 6.4 km a day, 780 km in 122 days.
    expect(daysFor(1, 780)).toBe(122);
    expect(table).toContain('Days to the finish at 8,000 steps a day each');
    const cards = /data-testid="route-cards"[\s\S]*?<\/ul>/.exec(page)?.[0] ?? '';
    for (const j of Object.values(CONTENT.journeys)) {
      const card = new RegExp(`data-route="${j.slug}"[\\s\\S]*?</li>`).exec(cards)?.[0] ?? '';
      expect(card, j.slug).toContain(`data-km="true">${j.distance_km.toLocaleString('en')}<`);
      expect(card, j.slug).toContain(`data-stops="true">${j.stages.length}<`);
    }
  });

  it('leaves the demo to the header and closes on pricing as a quiet link: no action twice in its last screen', async () => {
    const page = await pageHtmlOf('cofi', PATH);
    const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    // The header carries "Book a demo" on every screen; the page's own closing does not repeat it.
    expect(header).toMatch(/data-testid="primary-action"[^>]*>Book a demo</);
    expect(main).not.toMatch(/>Book a demo</);
    expect(main).not.toContain('data-action="primary"');
    expect(main.match(/>See pricing</g)).toHaveLength(1);
    expect(main).toMatch(/data-action="secondary"[^>]*>See pricing</);
    expect(firstScreen(page)).not.toMatch(/>(Book a demo|See pricing)</);
  });

  it("shows the brand's customers and a testimonial before its closing link", async () => {
    const page = await pageHtmlOf('cofi', PATH);
    const proof = /data-journey-section="proof"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(proof).toContain('Teams that run their challenges with Corporate Fitness');
    expect(proof).toContain('<blockquote>');
    expect(proof).toContain('customer-wordmarks-cofi');
    expect(page.indexOf('data-journey-section="proof"')).toBeLessThan(page.indexOf('data-action="secondary"'));
  });

  it.each(['de', 'fr'])('/%s/: the same figures in the page language', async (locale) => {
    const page = await pageHtmlOf('cofi', `/${locale}${PATH}`);
    expect(page).toContain('data-testid="journey-map"');
    expect(page.match(/data-days="/g)).toHaveLength(EXAMPLE_GROUPS.length * 2);
    expect(page.match(/data-route="/g)).toHaveLength(Object.keys(CONTENT.journeys).length);
    expect(page.match(/data-action="primary"/g)).toBeNull();
    expect(page.match(/data-action="secondary"/g)).toHaveLength(1);
  });
});
