import { recordRadar } from './routing/redirect-radar.ts';
import { settingsOf } from './env.ts';
import { pageHeaders } from './http/security-headers.ts';
import { renderTitledPage } from './render/render-on-demand.ts';
import { cachedPage, type RenderedPage } from './render/html-cache.ts';
import { htmlCacheKey } from './render/html-cache-key.ts';
import { keepPagesOfVersion } from './render/html-memory-cache.ts';
import { contentVersionFor } from './content/cms/content-version.ts';
import { loadPage, type PageRender } from './render/load-page-context.ts';
import { pageModuleOf } from './render/page-modules.ts';
import type { RequestContext } from './http/request-context.ts';
import type { PageModule, RouteMatch } from './pages/page-module.ts';
import { tenantFile } from './render/tenant-files.ts';
import { afterPages, goesUpstream, type Decision } from './routing/decide.ts';
import { DEFAULT_LOCALE } from '../common/i18n/locales.ts';
import { cookieDomainFor, reissueAuthCookie } from './routing/hand-off.ts';
import { refuseMethod } from './routing/methods.ts';
import { isProxyFailure, proxyRequest } from './routing/proxy.ts';
import { allowedHosts } from './tenants/allowed-hosts.ts';
import { isKnownHost } from './tenants/resolve.ts';
import { dismissedAnnouncement, withoutDismissedBanner } from './http/dismissed-banner.ts';
import { previewOnOtherBrand } from './content/cms/preview-brand.ts';
import { CMS_VERSION_HEADER, cmsFallbacks, servedVersion } from './content/cms/served-version.ts';
import type { CmsPage } from './content/site-content-types.ts';

/** The request as `respond` reads it (one per request, worker/http/request-context.ts). */
type Ctx = RequestContext;

/** Thrown when a decision would send a visitor to a host config does not name (a bug, never a visitor error). */
export class UnsafeDestinationError extends Error {}

const hostOf = (origin: string | null) => (origin ? new URL(origin).host : null);

/** A host this request may send a visitor to or fetch from: the config of the seen tenant or of the upstream tenant, or the request's upstream origins. */
function isAllowedHost(ctx: Ctx, host: string): boolean {
  return (
    allowedHosts(ctx.resolved.tenant).has(host) ||
    allowedHosts(ctx.upstream.tenant).has(host) ||
    host === hostOf(ctx.origins.app) ||
    host === hostOf(ctx.origins.legacy)
  );
}

/** A relative path on this host: starts with one slash, not `//` or `/\` (which browsers read as another host). */
const isSameHostPath = (target: string) => /^\/(?![/\\])/.test(target);

/**
 * A target under an origin this request may send to, followed by a same-host path, so that its
 * host is that origin's by construction and needs no URL parse: the upstream origins (validated
 * as canonical scheme and host only: `worker/tenants/schema.ts`, `originVar`) and, on a known
 * host, the request's own origin (redirect tables write absolute Locations on it).
 */
function underTrustedOrigin(ctx: Ctx, target: string): boolean {
  const under = (origin: string | null) =>
    !!origin && target.startsWith(origin) && isSameHostPath(target.slice(origin.length));
  if (under(ctx.origins.app) || under(ctx.origins.legacy)) return true;
  return under(ctx.url.origin) && isKnownHost(ctx.url.hostname);
}

function assertAllowed(ctx: Ctx, target: string): string {
  if (isSameHostPath(target) || underTrustedOrigin(ctx, target)) return target;
  const url = new URL(target);
  const ok = (url.host === ctx.url.host && isKnownHost(url.hostname)) || isAllowedHost(ctx, url.host);
  if (!ok || !/^https?:$/.test(url.protocol))
    throw new UnsafeDestinationError(
      `refused to send ${ctx.url.pathname} to ${url.host}: not in the config of tenant ${ctx.resolved.id}`,
    );
  return url.href;
}

function redirectTo(ctx: Ctx, location: string, status: number, cookie?: string | null): Response {
  const headers = pageHeaders();
  headers.set('location', assertAllowed(ctx, location));
  headers.set('cache-control', status === 301 || status === 308 ? 'public, max-age=3600' : 'no-store');
  if (cookie) headers.append('set-cookie', cookie);
  return new Response(null, { status, headers });
}

/**
 * Proxies to the app host (`app`) or a site upstream (`site`: the legacy host, `200` rewrites).
 * A failed or unsafe upstream answer becomes the tenant's 502/504 page (logged). A 5xx from a
 * site upstream becomes the tenant's 502 page too (its `Retry-After` kept); the app's own 5xx
 * answers pass through, because its clients read their bodies.
 */
async function proxy(ctx: Ctx, upstream: string, kind: 'app' | 'site', cookie?: string | null): Promise<Response> {
  const label = `proxy ${ctx.resolved.id} ${ctx.request.method} ${ctx.url.pathname}`;
  const result = await proxyRequest(ctx.request, assertAllowed(ctx, upstream), {
    timeoutMs: settingsOf(ctx.env).upstreamTimeoutMs,
    allowsRedirectTo: (host) => isAllowedHost(ctx, host),
    // The cookie domain of the host family the visitor is on (a browser refuses any other).
    cookieDomains: [cookieDomainFor(ctx.upstream.tenant, ctx.url.hostname) ?? ctx.upstream.tenant.cookieDomain],
    onBodyError: (error) => console.error(`${label}: the upstream body broke off: ${error}`),
  });
  if (isProxyFailure(result)) {
    console.error(`${label}: ${result.reason}`);
    return page(ctx, { match: null, status: result.status });
  }
  if (kind === 'site' && result.status >= 500) {
    await result.body?.cancel();
    console.error(`${label}: upstream answered ${result.status}; showing the 502 page`);
    const replaced = await page(ctx, { match: null, status: 502 });
    const retryAfter = result.headers.get('retry-after');
    if (retryAfter) replaced.headers.set('retry-after', retryAfter);
    return replaced;
  }
  // Only the upstream's own answer keeps its CSP; our 502/504 pages above get the full page CSP.
  ctx.markProxied();
  if (cookie) result.headers.append('set-cookie', cookie);
  return result;
}

async function render(ctx: Ctx, p: PageRender): Promise<RenderedPage> {
  const loaded = await loadPage(ctx, p);
  const rendered = await renderTitledPage(ctx.request, loaded, p.status);
  const version = servedVersion(loaded.ctx.page as CmsPage | undefined);
  if (version) rendered.response.headers.set(CMS_VERSION_HEADER, version);
  const fellBack = cmsFallbacks(ctx.request);
  return fellBack.length ? { ...rendered, notStored: `shows the repository's ${fellBack.join(', ')}` } : rendered;
}

/** Renders a page and records its title for the page-view event: the 404 and error pages, and cache bypasses. */
async function page(ctx: Ctx, p: PageRender): Promise<Response> {
  const rendered = await render(ctx, p);
  ctx.markPage(rendered.title);
  return withoutDismissedBanner(ctx.request, rendered.response);
}

/**
 * A routed page through the HTML edge cache (worker/render/html-cache.ts), then its module's
 * `afterCache` on the visitor's copy (such as the contact form's stamp), cached or not, so both
 * ways give the same bytes. Error pages (404, 502) are never cached.
 */
async function routedPage(ctx: Ctx, match: RouteMatch): Promise<Response> {
  const module = await pageModuleOf(match.route);
  const exists = module.exists ? await module.exists(ctx, match) : 'found';
  if (exists === 'failed') return page(ctx, { match: null, status: 502 });
  if (exists === 'missing') {
    // What the path got before the CMS could add pages there: the legacy host or the 404 page.
    const decision = ctx.locale === DEFAULT_LOCALE ? afterPages(ctx.url, ctx.resolved, ctx.origins) : null;
    if (!decision || decision.kind === 'not-found') return page(ctx, { match: null, status: 404 });
    return answerAtOnce(ctx, decision) ?? answerLater(ctx, decision);
  }
  const response = await cachedOrRendered(ctx, module, match);
  if (!module.afterCache || response.status !== 200) return response;
  return module.afterCache(response, ctx);
}

async function cachedOrRendered(ctx: Ctx, module: PageModule, match: RouteMatch): Promise<Response> {
  const fresh: PageRender = { match, status: 200 };
  if (!settingsOf(ctx.env).htmlCache) return page(ctx, fresh);
  const version = await contentVersionFor(ctx.request, ctx.env);
  keepPagesOfVersion(version);
  const cache = htmlCacheKey(
    ctx.request,
    ctx.url,
    ctx.resolved,
    match.route.cachedParams ?? [],
    version,
    match.route.cachedParamValues,
    ctx.locale,
  );
  if ('bypass' in cache) {
    const response = await page(ctx, fresh);
    if (response.status === 200) response.headers.set('x-cache', 'BYPASS');
    // A draft preview's own headers (private, noindex) are set for every answer in one place: worker/http/preview-privacy.ts.
    return response;
  }
  const response = await cachedPage(ctx, {
    key: cache.key,
    render: () => render(ctx, fresh),
    // A visitor who dismissed the banner gets the entry without it: other bytes, so no ETag and no 304.
    changedAfterCache: module.afterCache !== undefined || dismissedAnnouncement(ctx.request),
  });
  return withoutDismissedBanner(ctx.request, response);
}

/** Turns a routing decision into the response, in one place; the redirect radar records it (worker/routing/redirect-radar.ts). */
export async function respond(ctx: Ctx, decision: Decision): Promise<Response> {
  return respondAtOnce(ctx, decision) ?? recorded(ctx, decision, await answerLater(ctx, decision));
}

/**
 * The response of a decision that needs no I/O (a refused method, a refusal, a redirect, a
 * handoff or legacy redirect, a tenant file), recorded by the radar as `respond` records it;
 * undefined for the rest (pages, proxies, the 404 page). `respond`'s first step, and what the
 * early answer before the router gives (worker/early-answer.ts).
 */
export function respondAtOnce(ctx: Ctx, decision: Decision): Response | undefined {
  const refused = refuseMethod(ctx.request.method, decision);
  if (refused) return refused;
  const response = answerAtOnce(ctx, decision);
  return response && recorded(ctx, decision, response);
}

function recorded(ctx: Ctx, decision: Decision, response: Response): Response {
  // Upstream decisions come from the upstream tenant's table (decideRoute), the others from the seen tenant's.
  const tableTenant = goesUpstream(decision) ? ctx.upstream.id : ctx.resolved.id;
  recordRadar(ctx.env.REDIRECT_RADAR, tableTenant, decision, response.status, ctx.request, ctx.url);
  return response;
}

/**
 * A draft-preview link of the other brand's page is neither redirected nor sent to an upstream:
 * the 404 page says why and links the owning brand's host (worker/content/cms/preview-brand.ts).
 */
const previewOfOtherBrand = (ctx: Ctx, decision: Decision) =>
  decision.kind !== 'page' &&
  decision.kind !== 'reject' &&
  previewOnOtherBrand(ctx.url, ctx.resolved.tenant.routeSet, ctx.locale);

function answerAtOnce(ctx: Ctx, decision: Decision): Response | undefined {
  if (previewOfOtherBrand(ctx, decision)) return undefined;
  switch (decision.kind) {
    case 'reject':
      return new Response(`${decision.reason}\n`, {
        status: decision.status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    case 'clean-path':
    case 'redirect':
      return redirectTo(ctx, decision.location, decision.status);
    case 'handoff':
      if (decision.mode === 'proxy') return undefined;
      // The upstream tenant's cookie: a preview never re-sets another brand's cookie.
      return redirectTo(ctx, decision.upstream, 302, reissueAuthCookie(ctx.upstream.tenant, ctx.request));
    case 'legacy':
      return decision.mode === 'proxy' ? undefined : redirectTo(ctx, decision.upstream, 302);
    case 'tenant-file': {
      // With a CMS, the sitemap lists its landing pages too: asked for in answerLater.
      if (decision.file === '/sitemap.xml' && settingsOf(ctx.env).cmsOrigin) return undefined;
      const file = tenantFile(decision.file, ctx.resolved, ctx.locale, ctx.url.host);
      return new Response(file.body, {
        headers: { 'content-type': file.type, 'cache-control': 'public, max-age=3600' },
      });
    }
    default:
      return undefined;
  }
}

/** The decisions `answerAtOnce` leaves: pages, proxies, the 404 page and a sitemap with landing pages. */
async function answerLater(ctx: Ctx, decision: Decision): Promise<Response> {
  if (previewOfOtherBrand(ctx, decision)) return page(ctx, { match: null, status: 404 });
  switch (decision.kind) {
    case 'rewrite':
    case 'legacy':
      return proxy(ctx, decision.upstream, 'site');
    case 'handoff':
      return proxy(ctx, decision.upstream, 'app', reissueAuthCookie(ctx.upstream.tenant, ctx.request));
    case 'page':
      return routedPage(ctx, decision);
    case 'not-found':
      return page(ctx, { match: null, status: 404 });
    case 'tenant-file':
      // The sitemap of a site that reads a CMS, with the brand's landing pages (loaded on use).
      return (await import('./render/landing-sitemap.ts')).landingSitemap(ctx);
    default:
      throw new Error(`a ${decision.kind} decision is answered at once (respondAtOnce)`);
  }
}
