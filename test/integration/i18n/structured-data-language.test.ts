import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from '../helpers.ts';

interface Node {
  '@type': string;
  name?: string;
  description?: string;
  touristType?: string;
  disambiguatingDescription?: string;
  itinerary?: { itemListElement: { item: { name: string } }[] };
}
const graphOf = (html: string): Node[] => {
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  return JSON.parse(json)['@graph'] as Node[];
};
const nodeOf = (graph: Node[], type: string): Node => graph.find((n) => n['@type'] === type)!;
const stageNamesOf = (trip: Node): string[] => trip.itinerary!.itemListElement.map((e) => e.item.name);

describe('structured data speaks the page’s language', () => {
  it('English Route 66: the English trip and stages', async () => {
    const trip = nodeOf(graphOf(await pageHtmlOf('default', '/challenges/journeys/us-route-66')), 'TouristTrip');
    expect(trip.name).toBe('US Route 66');
    expect(stageNamesOf(trip)[0]).toBe('Chicago, Illinois');
  });

  it('/ar/ Route 66: the trip’s name, description and every stage in Arabic', async () => {
    const trip = nodeOf(graphOf(await pageHtmlOf('default', '/ar/challenges/journeys/us-route-66')), 'TouristTrip');
    expect(trip.name).not.toBe('US Route 66');
    expect(trip.name).toMatch(/[\u0600-\u06ff]/);
    expect(trip.description).toMatch(/^[^A-Za-z]*[\u0600-\u06ff]/);
    const stages = stageNamesOf(trip);
    expect(stages[0]).toBe('شيكاغو، إلينوي');
    for (const name of stages) expect(name).not.toMatch(/[A-Za-z]/);
  });

  it('/de/ Route 66: the German description and stage names', async () => {
    const trip = nodeOf(graphOf(await pageHtmlOf('default', '/de/challenges/journeys/us-route-66')), 'TouristTrip');
    expect(trip.description).toMatch(/^Die „Mother Road“, virtuell/);
    expect(stageNamesOf(trip)).toContain('Barstow, Kalifornien');
  });

  it.each([
    ['de', /^Teams in einer virtuellen/, /^12 Personen mit einem Tagesdurchschnitt von je 6\.000 Schritte/],
    ['fr', /^Équipes d’un défi virtuel/, /^12 personnes avec une moyenne quotidienne/],
    ['es', /^Equipos en un reto virtual/, /^12 personas con una media diaria/],
    ['nl', /^Teams in een virtuele/, /^12 personen met een daggemiddelde/],
    ['ar', /^فرق في تحدٍّ افتراضي/, /بمتوسط يومي/],
  ])(
    '/%s/ Route 66 with a plan: who the trip is for and the plan in the page’s language',
    async (locale, type, plan) => {
      const path = `/${locale}/challenges/journeys/us-route-66?people=12&daily=6000&unit=steps`;
      const trip = nodeOf(graphOf(await pageHtmlOf('default', path)), 'TouristTrip');
      expect(trip.touristType).toMatch(type);
      expect(trip.disambiguatingDescription).toMatch(plan);
      // The English words these replaced.
      for (const text of [trip.touristType, trip.disambiguatingDescription])
        expect(text).not.toMatch(/\b(Teams in a|walking|running|cycling|people|averaging|a day|each|finish|days)\b/);
    },
  );

  it('English Route 66 with a plan: its days agree with the planner’s', async () => {
    const path = '/challenges/journeys/us-route-66?people=12&daily=6000&unit=steps';
    const html = await pageHtmlOf('default', path);
    const trip = nodeOf(graphOf(html), 'TouristTrip');
    const days = html.match(/data-days="(\d+)"/)![1];
    expect(trip.disambiguatingDescription).toBe(
      `12 people with a daily average of 6,000 steps each finish the 3,940 km in ${days} days.`,
    );
  });

  it('/ar/challenges/journeys/solar-system: the planets in Arabic', async () => {
    const trip = nodeOf(graphOf(await pageHtmlOf('default', '/ar/challenges/journeys/solar-system')), 'TouristTrip');
    for (const name of stageNamesOf(trip)) expect(name).not.toMatch(/[A-Za-z]/);
  });

  it.each([
    ['ar', /^نظّم تحديات الخطوات/],
    ['de', /^Schritt-, Zeit-, Distanz-/],
    ['en', /^Run step, time, distance/],
  ])('%s pricing: the Product’s description', async (locale, start) => {
    const path = locale === 'en' ? '/pricing' : `/${locale}/pricing`;
    const product = nodeOf(graphOf(await pageHtmlOf('default', path)), 'Product');
    expect(product.description).toMatch(start);
  });
});
