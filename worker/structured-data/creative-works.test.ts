import { describe, expect, it } from 'vitest';
import { caseStudyArticle, journeyTrip, postingOf } from './creative-works.ts';
import { entityIds } from './site-entities.ts';

/** The thing as a page carries it: JSON, read back loosely. */
const asJson = (thing: unknown): unknown => JSON.parse(JSON.stringify(thing));

const HOME = 'https://www.teamtrek.example';
const facts = (path: string) => ({ url: `${HOME}${path}`, image: `${HOME}/og/default.png`, ...entityIds(HOME) });

describe('postingOf', () => {
  it('makes a BlogPosting with dates, the share image and the byline as a team of the tenant', () => {
    const post = { title: 'Fair scoring', description: 'How.', date: '2026-03-17', author: 'Product Team' };
    expect(postingOf('BlogPosting', post, facts('/blog/fair'))).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Fair scoring',
      datePublished: '2026-03-17',
      image: `${HOME}/og/default.png`,
      author: { '@type': 'Organization', name: 'Product Team', parentOrganization: { '@id': `${HOME}/#organization` } },
    });
  });

  it('credits a guide without a byline to the tenant', () => {
    const guide = { title: 'Guide', description: 'Steps.', date: '2026-01-20' };
    expect(postingOf('Article', guide, facts('/articles/guide'))).toMatchObject({
      '@type': 'Article',
      author: { '@id': `${HOME}/#organization` },
    });
  });
});

describe('caseStudyArticle', () => {
  it('is an Article about the customer, at its section of the page', () => {
    const study = {
      slug: 'meridian-bank',
      title: 'Meridian',
      description: 'd',
      organisation: 'Meridian Bank',
      sector: 'Banks',
    };
    expect(caseStudyArticle(study, facts('/resources/case-studies'))).toMatchObject({
      '@type': 'Article',
      url: `${HOME}/resources/case-studies#meridian-bank`,
      about: { '@type': 'Organization', name: 'Meridian Bank' },
    });
  });
});

describe('journeyTrip', () => {
  it('lists the stages in order, with coordinates only where a stage has them', () => {
    const trip = asJson(
      journeyTrip(
        {
          title: 'Route 66',
          description: 'Chicago to Santa Monica.',
          region: 'USA',
          distance_km: 3940,
          stages: [
            { name: 'Chicago', km: 0, lat: 41.88, lon: -87.63 },
            { name: 'Mars', km: 10 },
          ],
        },
        facts('/challenges/journeys/us-route-66'),
        undefined,
        { touristType: 'Teams', planned: (p) => `${p.days} days.` },
      ),
    ) as { itinerary: { itemListElement: { position: number; item: Record<string, unknown> }[] } };
    expect(trip.itinerary.itemListElement.map((e) => [e.position, e.item.name, 'geo' in e.item])).toEqual([
      [1, 'Chicago', true],
      [2, 'Mars', false],
    ]);
  });
});
