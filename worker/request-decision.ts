import { settingsOf, type Env } from './env.ts';
import { readRequestFacts, type RequestFacts } from './http/request-facts.ts';
import { localizeDecision } from './i18n/localize-decision.ts';
import { decideRoute, type Decision } from './routing/decide.ts';
import { tenantOrigins, type TenantOrigins } from './tenants/origins.ts';

/** What a request is and what the worker decides to do with it, before anything answers. */
export interface RequestDecision {
  facts: RequestFacts;
  origins: TenantOrigins;
  /** The routing decision for the URL without its locale prefix, made right for the prefixed URL. */
  decision: Decision;
}

/**
 * The one assembly of a request's routing: its facts (tenant, upstream tenant, locale), its
 * upstream origins, the route decision and its localization. The pipeline's catch-all
 * (worker/app.ts), the early answer (worker/early-answer.ts) and `npm run route`
 * (scripts/route-verdict.ts) all call this, so what the tool prints is what the worker does;
 * they differ only in how they answer. Facts and origins already read for the request are passed in.
 */
export function decideRequest(
  request: Request,
  env: Env,
  facts: RequestFacts = readRequestFacts(request, env),
  origins: TenantOrigins = tenantOrigins(facts.upstream.tenant, facts.url.host, settingsOf(env)),
): RequestDecision {
  const routed = decideRoute(facts.url, facts.resolved, origins, facts.upstream);
  return { facts, origins, decision: localizeDecision(routed, { locale: facts.locale, url: facts.url, request }) };
}
