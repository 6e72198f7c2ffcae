import type { Core } from '@strapi/strapi';

/** One webhook delivery to the site: when, which event, and what the site (or the network) answered. */
export interface Delivery {
  at: string;
  event: string;
  model?: string;
  /** The entry's document and locale, when the event names one: the Site box finds its own publish's delivery. */
  documentId?: string;
  locale?: string;
  url: string;
  status: number;
  ok: boolean;
  /** The site's answer or the network error, for a failed delivery. */
  message?: string;
}

/** What the admin's "Site" panel shows (src/admin/app.tsx) and `npm run cms` prints: the last delivery, failure and refusal. */
export interface SiteStatus {
  lastDelivery: Delivery | null;
  lastFailure: Delivery | null;
  lastRefusal: { at: string; what: string; message: string; key?: string } | null;
}

const status: SiteStatus = { lastDelivery: null, lastFailure: null, lastRefusal: null };

/** The last failed delivery of each entry (`documentId|locale`): src/publish-status.ts says why a publish is not live. */
const failures = new Map<string, Delivery>();

/** The last failed delivery for an entry's localization, if any. */
export function lastFailureOf(documentId: string, locale: string | undefined): Delivery | undefined {
  return failures.get(`${documentId}|${locale ?? ''}`);
}

/** Deliveries of the save being checked: sent once it is committed (true), dropped when it is refused (false). */
let held: ((send: boolean) => void)[] | null = null;

/**
 * Runs a checked save (src/site-rules-at-save.ts, src/menu-rules-at-save.ts) with its webhooks
 * held: Strapi emits them inside the save's transaction, and a site that heard of the change then
 * would read the old entry and cache it under the new content version. Sent after the commit;
 * a refused save sends none.
 */
export async function withDeliveriesHeld<T>(work: () => Promise<T>): Promise<T> {
  if (held) return work();
  const mine: ((send: boolean) => void)[] = [];
  held = mine;
  let committed = false;
  try {
    const result = await work();
    committed = true;
    return result;
  } finally {
    held = null;
    for (const release of mine) release(committed);
  }
}

/**
 * A save the site's rules refused (src/site-rules-at-save.ts), for the panel. `key` names the entry
 * or menu (`page <documentId>|<locale>`, `menu <name> (<locale>)`) so that its next accepted save
 * can take the refusal back.
 */
export function recordRefusal(what: string, message: string, key?: string) {
  status.lastRefusal = { at: new Date().toISOString(), what, message, ...(key && { key }) };
}

/**
 * An accepted save of the entry or menu last refused: the refusal no longer describes anything on
 * screen, and a red "Last refused save" beside "Live at" would read as if the fix had not been taken.
 */
export function refusalResolved(key: string) {
  if (status.lastRefusal?.key === key) status.lastRefusal = null;
}

type Run = (
  webhook: { url: string },
  event: string,
  info?: { model?: string; entry?: { documentId?: unknown; locale?: unknown } },
) => Promise<{ statusCode: number; message?: string }>;

/**
 * Strapi posts webhooks and forgets them: a delivery that fails (the site not running, a wrong
 * port or secret) is recorded nowhere a marketer looks, and the change shows only when the site's
 * cache expires. Each delivery's answer is kept here (in memory: it describes this run), a failure
 * is logged on one line that names the cause and the fix (`npm run cms` prints Strapi's log), and
 * `GET /site-status` (admin session) answers the panel.
 */
export function watchDeliveries(strapi: Core.Strapi) {
  const runner = strapi.get('webhookRunner') as { run?: Run } | undefined;
  if (runner?.run) {
    const run = runner.run.bind(runner);
    const deliver: Run = async (webhook, event, info) => {
      const answer = await run(webhook, event, info);
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      const delivery: Delivery = {
        at: new Date().toISOString(),
        event,
        model: info?.model,
        ...(typeof info?.entry?.documentId === 'string' && { documentId: info.entry.documentId }),
        ...(typeof info?.entry?.locale === 'string' && { locale: info.entry.locale }),
        url: webhook.url,
        status: answer.statusCode,
        ok,
        // Strapi's fetch says only "fetch failed" when nothing answers (the site down, a wrong port).
        ...(!ok && {
          message:
            answer.message === 'fetch failed'
              ? 'no answer: nothing listens at that address'
              : (answer.message ?? '').slice(0, 300),
        }),
      };
      status.lastDelivery = delivery;
      if (!ok) {
        status.lastFailure = delivery;
        if (delivery.documentId) failures.set(`${delivery.documentId}|${delivery.locale ?? ''}`, delivery);
        strapi.log.warn(
          `site: the ${event} of ${info?.model ?? 'an entry'} did not reach the site (${webhook.url}: ${
            answer.statusCode
          } ${delivery.message ?? ''}). Is the site running (the command printed by npm run cms)? ` +
            'Until it hears of a change, it shows the change only when its cache expires (up to about 2 minutes).',
        );
      }
      return answer;
    };
    runner.run = (webhook, event, info) =>
      held
        ? new Promise((resolve) =>
            held!.push((send) =>
              resolve(send ? deliver(webhook, event, info) : { statusCode: 204, message: 'not sent: save refused' }),
            ),
          )
        : deliver(webhook, event, info);
  }
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/site-status',
        handler: (ctx: { body: unknown }) => {
          ctx.body = status;
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as never);
}
