import type { JourneyPlan } from '../../common/journeys/plan-journey.ts';
import type { Article, BlogPosting, IdReference, Organization, TouristTrip } from 'schema-dts';
import type { PageFacts } from './page-facts.ts';

/** What a post or guide says about itself (content/blog, content/articles front matter). */
export interface PostFacts {
  title: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  /** A byline such as "Product Team": a team of the tenant, so an `Organization` within it. */
  author?: string;
}

/**
 * A blog post (`BlogPosting`) or guide (`Article`) with the properties Google recommends: headline,
 * image (the page's share image), dates and author. A guide without a byline is by the tenant.
 */
export function postingOf(kind: 'BlogPosting' | 'Article', post: PostFacts, facts: PageFacts): BlogPosting | Article {
  const author: Organization | IdReference = post.author
    ? { '@type': 'Organization', name: post.author, parentOrganization: facts.organization }
    : facts.organization;
  const work = {
    '@id': `${facts.url}#article`,
    headline: post.title,
    description: post.description,
    image: facts.image,
    datePublished: post.date,
    dateModified: post.date,
    author,
    publisher: facts.organization,
    mainEntityOfPage: facts.url,
  };
  return kind === 'BlogPosting' ? { '@type': 'BlogPosting', ...work } : { '@type': 'Article', ...work };
}

/** A case study (content/case-studies): an `Article` about the customer organisation. */
export interface CaseStudyFacts {
  slug: string;
  title: string;
  description: string;
  organisation: string;
  sector: string;
}

/** A case study as an `Article` about the customer; its URL is its section of the case studies page. */
export function caseStudyArticle(study: CaseStudyFacts, facts: PageFacts): Article {
  return {
    '@type': 'Article',
    '@id': `${facts.url}#${study.slug}`,
    headline: study.title,
    description: study.description,
    image: facts.image,
    url: `${facts.url}#${study.slug}`,
    about: { '@type': 'Organization', name: study.organisation, description: study.sector },
    author: facts.organization,
    publisher: facts.organization,
  };
}

/** A journey (content/challenges/journeys): its stages, with coordinates where they are on Earth. */
export interface JourneyFacts {
  title: string;
  description: string;
  region: string;
  distance_km: number;
  stages: readonly { name: string; km: number; lat?: number | undefined; lon?: number | undefined }[];
}

/**
 * A virtual journey as a `TouristTrip`: schema.org's type for "an itinerary of visits to one or
 * more places" linked by a theme, which is what a journey is; participants cover its distance with
 * their own steps. The itinerary lists the stages in order; each is a `Place`, with `geo` when it
 * is on Earth (the solar system's stages are distances, not places with coordinates).
 */
export function journeyTrip(
  journey: JourneyFacts,
  facts: PageFacts,
  planned: { query: { people: number; daily: number; unit: string; start?: string }; plan: JourneyPlan } | undefined,
  /** In the page's language: who the trip is for, and the plan in one sentence (from the page's numbers). */
  words: { touristType: string; planned: (plan: JourneyPlan) => string },
): TouristTrip {
  const q = planned?.query;
  const plan = planned?.plan;
  return {
    '@type': 'TouristTrip',
    '@id': `${facts.url}#trip`,
    name: journey.title,
    description: journey.description,
    url: facts.url,
    image: facts.image,
    provider: facts.organization,
    touristType: words.touristType,
    // The page's plan (common/journeys/plan-journey.ts, the numbers the page shows): how long a group takes.
    ...(q &&
      plan && {
        disambiguatingDescription: words.planned(plan),
        ...(q.start && plan.finish && { departureTime: q.start, arrivalTime: plan.finish }),
      }),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: journey.stages.length,
      itemListElement: journey.stages.map((stage, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Place',
          name: stage.name,
          ...(stage.lat !== undefined &&
            stage.lon !== undefined && {
              geo: { '@type': 'GeoCoordinates', latitude: stage.lat, longitude: stage.lon },
            }),
        },
      })),
    },
  };
}
