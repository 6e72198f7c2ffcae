import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { changesSite } from '../../worker/content/cms/cms-webhook.ts';
import worker from '../../worker/index.ts';
import type { StrapiForTests } from './strapi-setup.ts';

/**
 * The prepared Strapi, from test/cms/strapi-setup.ts's `GET /ready` (it answers once the install
 * it may be waiting for, the start and the seed are done); null when cms/ is not installed. A
 * failed preparation fails the file with its reason instead of skipping it.
 */
export async function strapiForTests(readyOrigin: string | null): Promise<StrapiForTests | null> {
  if (!readyOrigin) return null;
  const answer = await fetch(`${readyOrigin}/ready`);
  if (!answer.ok) throw new Error(await answer.text());
  return answer.json<StrapiForTests>();
}

/** The site's vars and secrets on the test Strapi, the HTML cache on as in production; `vars` over them. */
export const siteEnvOn = (strapi: StrapiForTests, vars: Record<string, string> = {}) => ({
  ...env,
  HTML_CACHE: 'on',
  CMS_ORIGIN: strapi.origin,
  CMS_TOKEN: strapi.siteToken,
  CMS_WEBHOOK_SECRET: strapi.webhookSecret,
  CMS_PREVIEW_SECRET: strapi.previewSecret,
  ...vars,
});

/** A webhook call Strapi posted, as test/cms/strapi-setup.ts's recorder kept it. */
interface Recorded {
  headers: Record<string, string>;
  body: { event: string; model?: string; entry?: { locale?: string } };
}

/** What the worker answered to one webhook handed on (`locale` only when it is not English). */
export interface Forwarded {
  event: string;
  model?: string;
  status: number;
  locale?: string;
}

export interface ForwardWebhooks {
  /** The models whose webhooks this file hands on; another file's are that file's to hand on. */
  model: string | string[];
  /** The host the worker is asked on (the site has one webhook, on every tenant's host). */
  host: string;
  /**
   * What must have arrived since the last call before they are handed on:
   * - 'site-change': an event the site's `changesSite` accepts (a publish, a menu saved). A draft's
   *   save posts one too (answered 202), and under load it can arrive after the publish was asked for;
   * - an event's name ('entry.update'): that event (a draft saved, and nothing the site acts on);
   * - 'settled': nothing, once nothing new has arrived for a second (after an action that must
   *   change nothing: what it posted is handed on and can be checked).
   */
  until: 'site-change' | 'settled' | `entry.${string}`;
}

/** How long a call waits for what `until` names before it fails, saying what arrived instead. */
const WAIT_MS = 20_000;
const POLL_MS = 100;
const SETTLED_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The file's forwarder of Strapi's webhooks to the worker, which has no port in workerd: each call
 * hands on, as they arrived, the webhooks of `model` that Strapi posted since the last call (the
 * first: since this forwarder was made, at the file's start), once `until` is among them; the
 * worker's answers, in order. One cursor a file: the files share one Strapi and its recorder.
 *
 * @example
 * const forwardWebhooks = await webhookForwarder(strapi);
 * await forwardWebhooks({ model: 'page', host: HOSTS.cofi, until: 'site-change' }); // [{ event: 'entry.publish', model: 'page', status: 200 }]
 */
export async function webhookForwarder(
  strapi: StrapiForTests | null,
): Promise<(options: ForwardWebhooks) => Promise<Forwarded[]>> {
  if (!strapi) return () => Promise.reject(new Error('webhookForwarder: cms/ is not installed'));
  const recorded = async () => (await fetch(`${strapi.recorderOrigin}/events`)).json<Recorded[]>();
  let cursor = (await recorded()).length;
  return async ({ model, host, until }) => {
    const models = [model].flat();
    const ours = (events: Recorded[]) => events.slice(cursor).filter((e) => models.includes(e.body.model ?? ''));
    const arrived = (events: Recorded[]) =>
      until === 'site-change'
        ? ours(events).some((e) => changesSite(e.body))
        : ours(events).some((e) => e.body.event === until);
    let events = await recorded();
    if (until === 'settled') {
      for (let quietMs = 0; quietMs < SETTLED_MS;) {
        await sleep(POLL_MS);
        const now = await recorded();
        quietMs = now.length > events.length ? 0 : quietMs + POLL_MS;
        events = now;
      }
    } else {
      for (let waitedMs = 0; !arrived(events); waitedMs += POLL_MS) {
        if (waitedMs >= WAIT_MS) {
          const since = events.slice(cursor).map((e) => `${e.body.event} of ${e.body.model}`);
          throw new Error(
            `forwardWebhooks: no ${until} of ${models.join(' or ')} within ${WAIT_MS / 1000} s; ` +
              `arrived since the last call: ${since.join(', ') || 'nothing'}`,
          );
        }
        await sleep(POLL_MS);
        events = await recorded();
      }
    }
    const fresh = ours(events);
    cursor = events.length;
    const answers: Forwarded[] = [];
    for (const { headers, body } of fresh) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`https://${host}/__cms/webhook`, {
          method: 'POST',
          headers: { authorization: headers.authorization!, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        siteEnvOn(strapi),
        ctx,
      );
      await waitOnExecutionContext(ctx);
      const locale = body.entry?.locale;
      answers.push({
        event: body.event,
        model: body.model,
        status: res.status,
        ...(locale && locale !== 'en' && { locale }),
      });
    }
    return answers;
  };
}
