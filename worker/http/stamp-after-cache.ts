import { ISLAND_NAME_ATTR, ISLAND_PROPS_ATTR } from '../../common/islands/island-markers.ts';
import type { FormStamp } from './form-stamp.ts';

/**
 * React's escaping of attribute values, less the double quote, which HTMLRewriter's setAttribute
 * escapes itself: the props then read exactly as a render with that stamp would have written them.
 */
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#x27;' };
const escapeAttribute = (text: string) => text.replace(/[&<>']/g, (c) => ESCAPED[c]!);
/** HTMLRewriter's getAttribute gives the value as written; these are the entities React writes. */
const UNESCAPED: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'" };
const unescapeAttribute = (text: string) => text.replace(/&(?:quot|amp|lt|gt|#x27);/g, (e) => UNESCAPED[e]!);

const HIDDEN = (name: keyof FormStamp) => `input[type="hidden"][name="${name}"]`;

/**
 * Writes a fresh stamp into a rendered contact page: the form island's props and its hidden fields.
 * Every visitor needs their own stamp (an idempotency key, and a signed render time for the time
 * trap), so the page is cached without one that matters and stamped on the way out, hit or miss.
 *
 * @example
 * stampAfterCache(cachedContactPage, await signFormStamp(env, Date.now()))
 */
export function stampAfterCache(page: Response, stamp: FormStamp): Response {
  const stamped = new HTMLRewriter()
    .on(`[${ISLAND_NAME_ATTR}="contact-form"]`, {
      element(island) {
        const raw = island.getAttribute(ISLAND_PROPS_ATTR);
        if (raw === null) return;
        const props = JSON.parse(unescapeAttribute(raw)) as { stamp?: FormStamp };
        props.stamp = stamp;
        island.setAttribute(ISLAND_PROPS_ATTR, escapeAttribute(JSON.stringify(props)));
      },
    })
    .on(HIDDEN('key'), { element: (input) => void input.setAttribute('value', stamp.key) })
    .on(HIDDEN('startedAt'), { element: (input) => void input.setAttribute('value', String(stamp.startedAt)) })
    .on(HIDDEN('startedSig'), {
      element: (input) => void input.setAttribute('value', escapeAttribute(stamp.startedSig)),
    })
    .transform(page);
  // The stamp is this visitor's alone: no shared cache downstream may keep the page, nor a browser
  // bring it back (an old key or render time would be refused). Our own cache keeps the unstamped page.
  const headers = new Headers(stamped.headers);
  headers.set('cache-control', 'private, no-store');
  headers.delete('etag');
  return new Response(stamped.body, { status: stamped.status, statusText: stamped.statusText, headers });
}
