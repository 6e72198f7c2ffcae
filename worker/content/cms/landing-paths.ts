// The CMS's paths on the site: read by routing on every request, so nothing else is imported here.

/** Where Strapi's webhook posts (cms/: created by `npm run cms`; in production, Settings › Webhooks). */
export const CMS_WEBHOOK_PATH = '/__cms/webhook';

/** Where the CMS's uploaded pictures are served on every host: `/cms-media/<file>` (cms-media.ts). */
export const CMS_MEDIA_PREFIX = '/cms-media/';
/**
 * An upload's name as Strapi gives it (`<name>_<hash>.<ext>`), of a picture type the site shows.
 * No SVG: opened on its own, it could run script on the site's origin.
 */
export const MEDIA_FILE = /^[A-Za-z0-9_-]{1,200}\.(png|jpe?g|webp|gif|avif)$/i;

/**
 * Where the site shows an upload (its CMS URL): under its own origin; undefined for any other URL.
 *
 * @example
 * mediaPath('/uploads/team_1a2b.png') // '/cms-media/team_1a2b.png'
 * mediaPath('https://elsewhere.example/x.png') // undefined
 */
export function mediaPath(url: string): string | undefined {
  const file = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return MEDIA_FILE.test(file) ? `${CMS_MEDIA_PREFIX}${file}` : undefined;
}

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
