import { DEFAULT_LOCALE, isPseudoLocale, localePath, splitLocale } from '../../common/i18n/locales.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { Decision } from '../routing/decide.ts';

/** Tenant files a locale prefix has a copy of: each locale's sitemap lists that locale's pages. */
const LOCALIZED_TENANT_FILES: ReadonlySet<string> = new Set(['/sitemap.xml']);

/** `/x` → `/de/x`, unless it already names a locale (a table may send to another language on purpose). */
function prefixed(pathAndQuery: string, rc: Pick<RequestContext, 'locale'>): string {
  const path = pathAndQuery.split(/[?#]/, 1)[0]!;
  return splitLocale(path).locale === DEFAULT_LOCALE ? localePath(pathAndQuery, rc.locale) : pathAndQuery;
}

/** A Location on this site (a same-host path, or absolute on the request's origin) in the URL's locale; any other untouched. */
function localizeLocation(location: string, rc: Pick<RequestContext, 'locale' | 'url'>): string {
  if (/^\/(?![/\\])/.test(location)) return prefixed(location, rc);
  const origin = rc.url.origin;
  if (location.startsWith(`${origin}/`)) return `${origin}${prefixed(location.slice(origin.length), rc)}`;
  return location;
}

/**
 * A routing decision made on the path without its locale prefix (worker/http/url-locale.ts),
 * made right for the prefixed URL: redirects and clean-path redirects land on the same locale
 * (`/de/request-demo` → `/de/contact?topic=demo`); app handoffs and rewrites keep the unprefixed
 * path the routing gave them (the app host has its own language setting); the legacy host gets the
 * path as the visitor sent it; of the tenant files only the sitemap has a copy per locale.
 * English URLs pass through unchanged, so unprefixed routing is exactly what it was.
 */
export function localizeDecision(decision: Decision, rc: Pick<RequestContext, 'locale' | 'url' | 'request'>): Decision {
  if (rc.locale === DEFAULT_LOCALE) return decision;
  switch (decision.kind) {
    case 'redirect':
    case 'clean-path':
      return { ...decision, location: localizeLocation(decision.location, rc) };
    case 'legacy': {
      const sent = new URL(rc.request.url);
      const origin = decision.upstream.slice(0, decision.upstream.length - (rc.url.pathname + rc.url.search).length);
      return { ...decision, upstream: `${origin}${sent.pathname}${sent.search}` };
    }
    case 'tenant-file':
      // A pseudo-locale is never indexed: it has no sitemap of its own.
      return LOCALIZED_TENANT_FILES.has(decision.file) && !isPseudoLocale(rc.locale) ? decision : { kind: 'not-found' };
    default:
      return decision;
  }
}
