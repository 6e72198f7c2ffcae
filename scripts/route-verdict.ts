// What `npm run route` says the worker does with a URL: the worker's own request decision
// (worker/request-decision.ts, the assembly the pipeline and the early answer call), explained,
// and the answer that decision leads to. Runs in Node (scripts/route.ts) and in workerd
// (test/integration/route-verdict.test.ts, which holds every verdict to the worker's real answer).
import type { Env } from '../worker/env.ts';
import type { Decision } from '../worker/routing/decide.ts';
import { decideRequest, type RequestDecision } from '../worker/request-decision.ts';

/** The answer a decision leads to: a status (and `Location`), or the upstream URL a proxy asks. */
export interface Outcome {
  status?: number;
  location?: string;
  proxiedTo?: string;
}

export interface RouteVerdict extends RequestDecision {
  outcome: Outcome;
  /** The lines `npm run route` prints for the URL. */
  text: string;
}

/** The vars `npm run route` reads, as the worker's env (the settings it parses, nothing bound). */
export const routeEnv = (vars: Record<string, string | undefined>): Env =>
  ({ TENANT: vars.TENANT ?? 'default', APP_ORIGIN: vars.APP_ORIGIN, LEGACY_ORIGIN: vars.LEGACY_ORIGIN }) as Env;

export function outcomeOf(decision: Decision): Outcome {
  switch (decision.kind) {
    case 'reject':
      return { status: decision.status };
    case 'clean-path':
    case 'redirect':
      return { status: decision.status, location: decision.location };
    case 'handoff':
    case 'legacy':
      return decision.mode === 'proxy'
        ? { proxiedTo: decision.upstream }
        : { status: 302, location: decision.upstream };
    case 'rewrite':
      return { proxiedTo: decision.upstream };
    case 'page':
    case 'tenant-file':
      return { status: 200 };
    case 'not-found':
      return { status: 404 };
  }
}

function explain(decision: Decision): string {
  switch (decision.kind) {
    case 'reject':
      return `reject ${decision.status}: ${decision.reason}`;
    case 'clean-path':
      return `redirect 308 → ${decision.location}\n  why:    the path could be read as another host or carries a backslash or control character`;
    case 'redirect':
      return `redirect ${decision.status} → ${decision.location}\n  rule:   ${decision.rule.source} ${decision.rule.destination} (${decision.rule.file}:${decision.rule.line})`;
    case 'rewrite':
      return `proxy (rewrite 200) → ${decision.upstream}\n  rule:   ${decision.rule.source} (${decision.rule.file}:${decision.rule.line})`;
    case 'handoff':
      return `app handoff (${decision.mode}) → ${decision.upstream}\n  rule:   ${decision.rule.source} app: (${decision.rule.file}:${decision.rule.line})`;
    case 'page':
      return `page "${decision.route.name}" (route ${decision.route.pattern}${Object.keys(decision.params).length ? `, params ${JSON.stringify(decision.params)}` : ''}) → streamed React page, 200`;
    case 'tenant-file':
      return `tenant file ${decision.file}, generated from the tenant config`;
    case 'legacy':
      return `legacy host (${decision.mode}) → ${decision.upstream}\n  why:    no page, redirect or handoff matches, and this tenant has a legacy host`;
    case 'not-found':
      return '404 page\n  why:    no page, redirect or handoff matches, and no legacy host serves this request (the tenant has none, or a preview on a host whose tenant has none)';
  }
}

/** What the worker does with a GET of `url`, decided by the worker's own functions. */
export function routeVerdict(url: URL, env: Env): RouteVerdict {
  const decided = decideRequest(new Request(url), env);
  const { resolved, upstream, locale } = decided.facts;
  const base = resolved.id !== resolved.baseId ? ` (base ${resolved.baseId})` : '';
  const upstreams = upstream.id !== resolved.id ? `\n  upstreams: ${upstream.id} — ${upstream.reason}` : '';
  const language = locale !== 'en' ? `\n  locale: ${locale}` : '';
  const text = `${url.href}\n  tenant: ${resolved.id}${base} — ${resolved.reason}${upstreams}${language}\n  does:   ${explain(decided.decision)}\n`;
  return { ...decided, outcome: outcomeOf(decided.decision), text };
}
