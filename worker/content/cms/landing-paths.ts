// The CMS's paths on the site: read by routing on every request, so nothing else is imported here.

/** Where Strapi's webhook posts (cms/: created by `npm run cms`; in production, Settings › Webhooks). */
export const CMS_WEBHOOK_PATH = '/__cms/webhook';

/** Where landing pages live on every brand: `/lp/<slug>`. */
export const LANDING_PREFIX = '/lp/';
/** A landing page's slug: lowercase letters and digits in words joined by single hyphens. */
export const LANDING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest slug: the address stays readable on a flyer. */
export const LANDING_SLUG_MAX = 60;

export const landingPath = (slug: string) => `${LANDING_PREFIX}${slug}`;

/** The slug of a landing page's path (`/lp/spring-steps` → `spring-steps`); undefined for any other path. */
export function landingSlugOf(path: string): string | undefined {
  if (!path.startsWith(LANDING_PREFIX)) return undefined;
  const slug = path.slice(LANDING_PREFIX.length);
  return LANDING_SLUG.test(slug) && slug.length <= LANDING_SLUG_MAX ? slug : undefined;
}
