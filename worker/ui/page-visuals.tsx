/**
 * The product illustrations as the pages use them (phase 2): each picture fed from the
 * site's own data for the request's tenant. The components in worker/ui/illustrations/ take plain
 * data; this module knows where the data comes from (tenant, content, embedded home data).
 */
import type { ReactNode } from 'react';
import { css } from '../../common/styles.ts';
import { CONTENT } from '../content/built-content.ts';
import { JOURNEY_MAPS } from '../generated/journey-maps.ts';
import { EMBEDDED, baseTenantOf, showcaseCustomers } from '../live-data/embedded-content.ts';
import type { Customer } from '../live-data/live-data-schema.ts';
import { BadgeWall, type Badge } from './illustrations/badge-wall.tsx';
import { CustomerLogos } from './illustrations/customer-logos.tsx';
import { sampleBadges, sampleLeaderboard, sampleTeams, SAMPLE_TEAMS } from './illustrations/gallery-data.ts';
import { pictureWords } from './illustrations/picture-words.ts';
import type { Translate } from '../i18n/messages.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { JourneyMap } from './illustrations/journey-map.tsx';
import { PhoneLeaderboard } from './illustrations/phone-leaderboard.tsx';
import { SolarSystem } from './illustrations/solar-system.tsx';
import { TeamProgress } from './illustrations/team-progress.tsx';
import { TrackerSync } from './illustrations/tracker-sync.tsx';
import { workplaceToolsOf } from './workplace-tools.ts';
import { trackerNamesOf } from './tracker-names.ts';
import type { Tenant } from '../tenants/schema.ts';
import { siteSample } from './illustrations/sample-challenge.ts';
import { offeredProviders, OWN_APP, PROVIDER_NAMES } from './app-offers.tsx';
import type { PageContext } from '../page-context.ts';
import { nameInCompound } from '../i18n/name-in-compound.ts';
import type { Brand } from '../../common/brands.ts';

/**
 * The phone is tall (300 × 580): narrower than a column so that, under a phone's heading, its top
 * half with the leaderboard's leaders is in the first screen.
 */
const phone = css`
  max-width: 240px;
  margin: 0 auto;
`;

/** The app frame with a live-looking leaderboard: what participants see, on any page about the product. */
export function AppLeaderboard({
  lang,
  t,
  pageLocale = DEFAULT_LOCALE,
  brand = 'default',
}: {
  lang: string;
  /** The page's messages: the picture's words. */
  t: Translate;
  pageLocale?: PageLocale;
  /** Whose sample challenge: the tenant's `routeSet`. */
  brand?: Brand;
}) {
  const sample = siteSample(pageLocale, brand);
  const words = pictureWords(t);
  return (
    <div className={phone}>
      <PhoneLeaderboard
        event={sample.event}
        status={words.status(sample.day, sample.days, sample.teamCount)}
        rows={sampleLeaderboard(pageLocale, brand)}
        lang={lang}
        words={words}
      />
    </div>
  );
}

/**
 * The readable names of the tracker providers the tenant offers ("Garmin"; its own app in the
 * page's language, `picture.ownApp`, the brand's name coupled into the compound where the
 * language does so: the makers' names are the same in every language).
 */
export function providerNamesOf(tenant: Tenant, t: Translate, pageLocale: PageLocale = DEFAULT_LOCALE): string[] {
  return offeredProviders(tenant, tenant.availableProviders).map((p) =>
    p === OWN_APP ? t('picture.ownApp', { tenant: nameInCompound(tenant.name, pageLocale) }) : (PROVIDER_NAMES[p] ?? p),
  );
}

/** What a picture of the tenant's own platform is drawn from (trackers, sign-in, setup, assurance). */
export type TenantPictureProps = {
  tenant: Tenant;
  lang: string;
  /** The page's messages: the picture's words. */
  t: Translate;
  pageLocale?: PageLocale;
};

/**
 * The data sources the trust centre lists syncing into the tenant's platform (five named, the rest
 * counted: tracker-names.ts), with its brand's sample challenge's steps synced today, under the
 * brand's mark, and the workplace tools its pages name (workplace-tools.ts).
 */
export function TenantTrackers({ tenant, lang, t, pageLocale = DEFAULT_LOCALE }: TenantPictureProps) {
  return (
    <TrackerSync
      platform={tenant.name}
      providers={trackerNamesOf(
        tenant,
        pageLocale,
        t('picture.ownApp', { tenant: nameInCompound(tenant.name, pageLocale) }),
      )}
      steps={siteSample(DEFAULT_LOCALE, tenant.routeSet).stepsSyncedToday}
      tools={workplaceToolsOf(tenant)}
      mark={tenant.favIconUrl}
      lang={lang}
      words={pictureWords(t)}
    />
  );
}

/**
 * Collective progress of departments towards a shared goal, split by group; `teams` fewer for a size
 * budget; `names` the brand's own departments (its sample challenge's), so one page never names two sets.
 */
export function CollectiveProgress({
  lang,
  t,
  teams = SAMPLE_TEAMS.teams.length,
  names,
}: {
  lang: string;
  t: Translate;
  teams?: number;
  names?: readonly string[];
}) {
  const sample = sampleTeams(t);
  const named = sample.teams.map((team, i) => ({ ...team, name: names?.[i] ?? team.name }));
  return <TeamProgress {...sample} teams={named.slice(0, teams)} lang={lang} words={pictureWords(t)} />;
}

/** One row of four: three earned and the next to earn (home's budget has room for one row). */
const oneRowOf = (badges: Badge[]) => [...badges.filter((b) => b.earned).slice(0, 3), badges.find((b) => !b.earned)!];

/** Badges of the spec's shapes, earned and still to earn; `oneRow` for pages with a size budget. */
export function Badges({ t, oneRow = false, cols }: { t: Translate; oneRow?: boolean; cols?: number }) {
  const badges = sampleBadges(t);
  return <BadgeWall badges={oneRow ? oneRowOf(badges) : badges} words={pictureWords(t)} cols={cols} />;
}

/** The tenant's showcase customers as wordmarks (its base tenant's list for a white label). */
export function TenantCustomerLogos({
  tenant,
  t,
  customers,
}: {
  tenant: Tenant;
  /** The page's messages: the logos' name for screen readers. */
  t: Translate;
  customers?: readonly Customer[];
}): ReactNode {
  const list = showcaseCustomers(customers ?? EMBEDDED.customers[baseTenantOf(tenant.id)] ?? []);
  if (!list.length) return null;
  return <CustomerLogos customers={list} label={t('page.home.customersLabel', { tenant: tenant.name })} />;
}

/** How far along the example team is on a journey: far enough that the marker is past a few stops. */
const PROGRESS_SHARE = 0.42;

/** A journey's map from its own stages (or the solar system's drawing, which has no land). */
export function JourneyVisual({
  slug,
  lang,
  pageLocale = DEFAULT_LOCALE,
}: {
  slug: string;
  lang: string;
  pageLocale?: PageLocale;
}): ReactNode {
  // The stages' names as the page's language writes them, where the journey is translated.
  const translated =
    pageLocale === DEFAULT_LOCALE
      ? undefined
      : CONTENT[`translations:${pageLocale as Exclude<PageLocale, 'en'>}`]?.journeys?.[slug];
  const journey = translated ?? CONTENT.journeys[slug];
  if (!journey) return null;
  const progressKm = Math.round(journey.distance_km * PROGRESS_SHARE);
  const geometry = JOURNEY_MAPS[slug];
  return geometry ? (
    <JourneyMap title={journey.title} stages={journey.stages} geometry={geometry} progressKm={progressKm} lang={lang} />
  ) : (
    <SolarSystem title={journey.title} stages={journey.stages} progressKm={progressKm} lang={lang} />
  );
}

/** The journey the index pages show first: the first with a map. */
export function featuredJourneySlug(): string | undefined {
  return Object.keys(CONTENT.journeys).find((slug) => JOURNEY_MAPS[slug]);
}

/** The picture of a page with no picture of its own: the app, for the request's locale. */
export function defaultVisual(ctx: Pick<PageContext, 'locale' | 'pageLocale' | 't' | 'resolved'>): ReactNode {
  return (
    <AppLeaderboard lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} brand={ctx.resolved.tenant.routeSet} />
  );
}

/**
 * The drawn version of the old static pictures (public/illustrations/*.svg, which content still
 * names in `image:`): the same subject, drawn from the tenant's data in its colours.
 */
export function drawnIllustration(
  href: string | undefined,
  tenant: Tenant,
  lang: string,
  t: Translate,
  pageLocale: PageLocale = DEFAULT_LOCALE,
): ReactNode {
  const name = href?.match(/^\/illustrations\/([a-z-]+)\.svg$/)?.[1];
  if (name === 'map') return <JourneyVisual slug={featuredJourneySlug() ?? ''} lang={lang} pageLocale={pageLocale} />;
  if (name === 'devices') return <TenantTrackers tenant={tenant} lang={lang} t={t} pageLocale={pageLocale} />;
  if (name === 'teams') return <CollectiveProgress lang={lang} t={t} />;
  if (name === 'trophy') return <AppLeaderboard lang={lang} t={t} pageLocale={pageLocale} brand={tenant.routeSet} />;
  return null;
}
