import { isPseudoLocale } from '../common/i18n/locales.ts';
import { contentLoaded } from './content/built-content.ts';
import { settingsOf, type Env } from './env.ts';
import { finishAnswer } from './http/finish-answer.ts';
import { requestContext } from './http/request-context.ts';
import { pageFromMemory } from './render/memory-hit.ts';
import { respondAtOnce } from './respond.ts';
import { rememberedDecision } from './decision-memo.ts';
import { decideRequest } from './request-decision.ts';
import { CMS_MEDIA_PREFIX } from './content/cms/landing-paths.ts';

/**
 * The answers that need no I/O, given before the router: a redirect, a handoff or legacy
 * redirect, a refusal, a tenant file, or a page this isolate keeps fresh in memory
 * (render/memory-hit.ts). The same tenant, locale, routing decision and answer as the pipeline
 * (worker/app.ts) gives, computed by the same functions (`respondAtOnce` is `respond`'s own first
 * step), and finished the same way: page view, a preview's privacy, security headers. What it
 * skips is Hono's middleware chain, a closure and a promise or two per level, and respond's awaits
 * of values already in hand: npm run bench went from 0.80 to 0.93× the static asset for a cached
 * home and from 0.72 to 0.76× the empty worker for a handoff (docs/decisions/0001-early-answer.md).
 *
 * Undefined, and the request goes through the pipeline as before, for anything else: not a GET,
 * `EARLY_ANSWER="off"` (the bench's comparison),
 * content not loaded yet, a path the app routes itself (`APP_GET_PATHS`), a pseudo-locale (its
 * copy loads on first use), a decision that renders or proxies, or an error (the pipeline then
 * answers it, and logs it if it is real). `early-answer.test.ts` holds its answers equal to the
 * pipeline's, status, headers and bytes.
 */
export function answerEarly(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  appGetPaths: ReadonlySet<string>,
): Response | undefined {
  if (request.method !== 'GET' || !contentLoaded()) return undefined;
  try {
    return settingsOf(env).earlyAnswer ? early(request, env, ctx, appGetPaths) : undefined;
  } catch (error) {
    // The pipeline answers (and logs what fails there too); a failure only here would cost speed
    // alone, so it is said once per isolate.
    if (!failureLogged) console.warn(`early answer: ${error}; the pipeline answers instead (logged once)`);
    failureLogged = true;
    return undefined;
  }
}

let failureLogged = false;

function early(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  appGetPaths: ReadonlySet<string>,
): Response | undefined {
  let title: string | undefined;
  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  const hooks = {
    // Nothing answered here comes from an upstream.
    markProxied: () => {},
    markPage: (pageTitle: string) => void (title = pageTitle),
    waitUntil,
  };
  const known = rememberedDecision(request, env, () => {
    const { facts, origins, decision } = decideRequest(request, env);
    return { facts, origins, decision, path: facts.url.pathname, cacheKeys: new Map() };
  });
  // The app routes these paths itself (and the CMS's pictures); a pseudo-locale's copy loads on first use.
  if (appGetPaths.has(known.path) || known.path.startsWith(CMS_MEDIA_PREFIX) || isPseudoLocale(known.facts.locale))
    return undefined;
  const { decision } = known;
  const rc = requestContext(request, env, known.facts, hooks, known.origins);
  const response =
    decision.kind === 'page'
      ? pageFromMemory(rc, decision, settingsOf(env).htmlCache, known.cacheKeys)
      : respondAtOnce(rc, decision);
  if (!response) return undefined;
  finishAnswer({
    request,
    response,
    pipelineUrl: rc.url,
    proxied: false,
    title,
    resolved: rc.resolved,
    env,
    waitUntil,
  });
  return response;
}
