import type { Context } from 'hono';
import { settingsOf } from '../../env.ts';
import type { AppEnv } from '../../pipeline-variables.ts';
import { bumpContentVersion, currentContentVersion } from './content-version.ts';
import { CMS_MENU_BACKGROUND_TIMEOUT_MS, createMenuSource } from '../menus/menu-source.ts';
import { createCmsPageSource } from './cms-page-source.ts';
import { SITE_DATA } from '../../generated/site-data.ts';
import { CONTENT, loadContent } from '../built-content.ts';
import { bodyRefusal, discardBody, readBody } from '../../http/read-body.ts';
import { countOrLog, rateLimitOrPass } from '../../http/rate-limit.ts';
import {
  DEFAULT_LOCALE,
  isPageLocale,
  localePath,
  PAGE_LOCALES,
  type PageLocale,
} from '../../../common/i18n/locales.ts';
import { CMS_WEBHOOK_PATH } from './landing-paths.ts';

/** Where Strapi's webhook posts (cms/: created by `npm run cms`; in production, Settings › Webhooks). */
export { CMS_WEBHOOK_PATH };
/** A webhook body larger than this is refused (413, counted on the bytes read): Strapi's payloads are a few KB. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;
/** Strapi sends at once; a body still arriving after this is refused (408). */
export const WEBHOOK_BODY_DEADLINE_MS = 10_000;
/**
 * Refused attempts (no or wrong secret, a body too large, slow or not JSON) one address may make a
 * minute; after that a call without the right secret gets 429 with its body drained. The secret is
 * compared first, so the right one is never refused by the limit (others' bad calls from the same
 * address, a shared egress, cannot lock Strapi out), and only refusals count: Strapi's accepted
 * events never use up the limit (a bulk publish sends dozens), because a publish whose event were
 * dropped would leave the site on an old content version.
 */
export const WEBHOOK_REFUSALS_PER_MINUTE = 10;

/**
 * Which Strapi events change what the site shows: a page published or unpublished (a saved draft
 * changes nothing visible), and a menu saved (the navigation plugin reports `entry.update` with
 * model `navigation`, cms/src/index.ts, once per save and after its items are written). Strapi also
 * reports every menu item the plugin writes (model `navigation-item`, about twenty for one rename):
 * each would bump the content version and refresh the menus mid-save, so visitors would see old
 * and new labels alternate; those are ignored, and one save makes one refresh.
 *
 * @example
 * changesSite({ event: 'entry.publish', model: 'page' }) // true
 * changesSite({ event: 'entry.update', model: 'page' }) // false: a draft save
 */
export function changesSite(payload: { event?: unknown; model?: unknown }): boolean {
  // A landing page (`/lp/<slug>`) like a page: its publish changes the page, the list and the sitemaps.
  if (payload.model === 'page' || payload.model === 'landing-page')
    return ['entry.publish', 'entry.unpublish', 'entry.delete'].includes(String(payload.event));
  if (payload.model === 'navigation')
    return ['entry.create', 'entry.update', 'entry.delete'].includes(String(payload.event));
  return false;
}

const encoder = new TextEncoder();

/** Constant-time comparison of the sent secret with ours (both hashed first, so lengths match). */
async function sameSecret(sent: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sent, expected].map((s) => crypto.subtle.digest('SHA-256', encoder.encode(s))));
  const [x, y] = [new Uint8Array(a!), new Uint8Array(b!)];
  let diff = 0;
  for (let i = 0; i < x.length; i += 1) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/**
 * Fills this location's CMS caches under `version`: the menus of every tenant offering one of
 * `locales`, in those locales, and the published page (when `path`) in the first, each waited for
 * up to CMS_MENU_BACKGROUND_TIMEOUT_MS. Strapi's navigation TREE takes about 0.6 s for a large
 * menu, more than a page's 300 ms budget, so without this the first pages after a publish would
 * show the embedded menus. Other locations fill theirs on their first request (docs/content.md).
 */
async function warmCaches(
  c: Context<AppEnv>,
  version: number,
  path: string | null,
  locales: readonly PageLocale[],
): Promise<string> {
  const settings = settingsOf(c.env);
  const ctx = { waitUntil: (work: Promise<unknown>) => c.executionCtx.waitUntil(work) };
  // The menus fall back to each locale's embedded words: its content file, unless a page there has fetched it.
  await Promise.all(locales.map((locale) => loadContent(c.env.ASSETS, locale)));
  const offered = (t: { locales: readonly string[] }) => locales.filter((l) => t.locales.includes(l));
  const seen = new Set<string>();
  const tenants = Object.values(SITE_DATA.tenants).filter((t) => {
    const keys = `${t.cmsMenuKey} ${t.footerNavKey} ${t.solutionsMenuKey} ${offered(t).join(' ')}`;
    return offered(t).length > 0 && !seen.has(keys) && seen.add(keys);
  });
  const menus = createMenuSource(settings, ctx, { version, timeoutMs: CMS_MENU_BACKGROUND_TIMEOUT_MS });
  const pages = createCmsPageSource(settings, ctx, { version, timeoutMs: CMS_MENU_BACKGROUND_TIMEOUT_MS });
  const page = path ? CONTENT.cms[path] : undefined;
  const [locale] = locales;
  await Promise.all([
    ...tenants.flatMap((t) => offered(t).map((l) => menus.menus(t, l))),
    ...(page && path && locale ? page.brands.map((brand) => pages.page(brand, path, undefined, locale)) : []),
  ]);
  const menuKeys = new Set(tenants.map((t) => `${t.cmsMenuKey} ${t.footerNavKey} ${t.solutionsMenuKey}`)).size;
  const where = page && path && locale ? ` and ${localePath(path, locale)}` : '';
  return `warmed the ${locales.join(', ')} menus of ${menuKeys} tenants${where}`;
}

/** The locale of a webhook's entry (Strapi sends each localization's own events), English when it names none. */
export function eventLocale(payload: { entry?: { locale?: unknown } }): PageLocale {
  const locale = payload.entry?.locale;
  return typeof locale === 'string' && isPageLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * `POST /__cms/webhook`: Strapi's webhook with `Authorization: Bearer <CMS_WEBHOOK_SECRET>`. An event
 * that changes the site bumps the content version (content-version.ts), which is in every CMS
 * and HTML cache key: the next request renders from the CMS again. A missing or wrong secret is
 * refused (401, or 403 while the site has no secret set) and logged, its body drained unread; past
 * WEBHOOK_REFUSALS_PER_MINUTE refusals an address's calls without the right secret get 429 for the
 * rest of the minute, while the right secret is still taken.
 */
export function handleCmsWebhook() {
  return async function cmsWebhook(c: Context<AppEnv>): Promise<Response> {
    const secret = settingsOf(c.env).cmsWebhookSecret;
    const from = c.req.header('cf-connecting-ip') ?? 'unknown address';
    const client = `cms-webhook:${from}`;
    const now = Date.now();
    const background = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
    /** A refusal: the body drained (unread bodies break the connection's next request) and counted. */
    const refuse = async (status: 400 | 401 | 403 | 408 | 413, error: string) => {
      await discardBody(c.req.raw, background);
      await countOrLog(c.env.DB, client, now);
      return c.json({ error }, status);
    };
    if (!secret) {
      console.warn(`cms webhook: refused (CMS_WEBHOOK_SECRET is not set on this site) from ${from}`);
      return refuse(403, 'webhooks are off: CMS_WEBHOOK_SECRET is not set');
    }
    // The secret first, in constant time, whatever the address's count: Strapi posts from an
    // address anyone may share (a NAT, a cloud's egress), so others' bad calls must never lock out
    // the right secret. Only a refused attempt is measured against the limit.
    const sent = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!sent || !(await sameSecret(sent, secret))) {
      const limit = await rateLimitOrPass(c.env.DB, client, now, WEBHOOK_REFUSALS_PER_MINUTE);
      if (limit.limited) {
        await discardBody(c.req.raw, background);
        console.warn(`cms webhook: refused (rate limited) from ${from}`);
        return c.json({ error: 'too many refused attempts' }, 429, { 'retry-after': String(limit.retryAfter) });
      }
      console.warn(`cms webhook: refused (${sent ? 'wrong secret' : 'no secret'}) from ${from}`);
      return refuse(401, 'unauthorized');
    }
    // The one body reader (worker/http/read-body.ts): the limit holds on the bytes read, chunked or not.
    const read = await readBody(c.req.raw, {
      maxBytes: MAX_WEBHOOK_BYTES,
      deadlineMs: WEBHOOK_BODY_DEADLINE_MS,
      background,
    });
    const refused = bodyRefusal(read);
    if (refused === 413) return refuse(413, 'payload too large');
    if (refused === 408) return refuse(408, 'the body did not arrive in time');
    let payload: unknown = null;
    try {
      payload = JSON.parse(new TextDecoder().decode(read.bytes));
    } catch {
      // answered below
    }
    if (typeof payload !== 'object' || payload === null) return refuse(400, 'a JSON body is expected');
    const { event, model } = payload as { event?: unknown; model?: unknown };
    if (!changesSite({ event, model })) return c.json({ ignored: `${String(event)} of ${String(model)}` }, 202);
    const entryPath = (payload as { entry?: { path?: unknown } }).entry?.path;
    const path = typeof entryPath === 'string' ? entryPath : null;
    const locale = eventLocale(payload as { entry?: { locale?: unknown } });
    // Warmed under the next version before pages may use it: a page asked for between the bump
    // and a warmed cache would miss its 300 ms budget, render the embedded menu and be stored in
    // the HTML cache under the new version (seen in the admin-UI test: a renamed menu item missing
    // from the cached home page). Warmed again if another publish took that version meanwhile.
    const next = (await currentContentVersion(c.env.DB)) + 1;
    let warmed = await warmCaches(c, next, path, [locale]);
    const version = await bumpContentVersion(c.env.DB);
    if (version !== next) warmed = await warmCaches(c, version, path, [locale]);
    // The version is one number, so the other locales' menus are cold too, and since the seed fills
    // their navigations they render as slowly as English's: warmed right after the bump (before
    // it, the event's own locale would show later: every locale's menus take seconds on Strapi),
    // and a page there in between shows its embedded translation with a warning (menu-source.ts).
    const others = PAGE_LOCALES.filter((l) => l !== locale);
    c.executionCtx.waitUntil(
      warmCaches(c, version, null, others).then((done) =>
        console.log(`cms webhook: content version ${version}; after the bump, ${done}`),
      ),
    );
    console.log(`cms webhook: ${String(event)} of ${String(model)}; content version ${version}; ${warmed}`);
    return c.json({ version, warmed });
  };
}
