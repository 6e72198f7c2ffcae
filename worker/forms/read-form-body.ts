import { bodyRefusal, readBody, type BodyLimits } from '../http/read-body.ts';

/**
 * Raw cap of a form post, in bytes as sent. Generous on purpose: the per-field limits (form-schema.ts)
 * are what a visitor meets, counted on decoded text. The largest valid form, every character
 * 3 bytes in UTF-8 and percent-encoded (9 bytes each), is under 50 KB; only abuse goes past this.
 */
export const MAX_RAW_FORM_BYTES = 64 * 1024;

/**
 * How long a whole form body may take to arrive. A client that trickles its body holds the
 * request (a worker slot) at most this long, then gets 408; a real form is a few KB and arrives
 * in one packet.
 */
export const FORM_BODY_DEADLINE_MS = 10_000;

export type FormBody =
  | { ok: true; values: Record<string, string> }
  /** Refused; `values` holds whatever could be read, so the visitor gets it back. */
  | { ok: false; status: 400 | 408 | 413 | 415; values: Record<string, string> };

const stringsOnly = (entries: Iterable<[string, unknown]>) =>
  Object.fromEntries([...entries].filter((e): e is [string, string] => typeof e[1] === 'string'));

/** A body cut at the cap ends mid-escape or mid-character; drop that tail instead of showing garbage. */
function urlencoded(text: string, truncated: boolean): Record<string, string> {
  const values = Object.fromEntries(new URLSearchParams(truncated ? text.replace(/%[0-9A-Fa-f]?$/, '') : text));
  if (truncated) for (const [k, v] of Object.entries(values)) values[k] = v.replace(/\uFFFD+$/, '');
  return values;
}

/** Best effort for a refused body: the fields of any encoding an HTML form can send. */
async function readableValues(type: string, text: string, truncated: boolean): Promise<Record<string, string>> {
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) return urlencoded(text, truncated);
    if (type.startsWith('multipart/form-data'))
      return stringsOnly(await new Response(text, { headers: { 'content-type': type } }).formData());
    if (type.startsWith('text/plain'))
      return Object.fromEntries(
        text
          .split(/\r?\n/)
          .filter((l) => l.includes('='))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
  } catch {
    // A broken multipart body has no values to keep.
  }
  return {};
}

/**
 * Reads a form post (urlencoded for plain forms, JSON for the island) within MAX_RAW_FORM_BYTES.
 * Over the cap → 413, slower than FORM_BODY_DEADLINE_MS → 408, another type → 415, broken JSON → 400;
 * each with the values it could read.
 */
export async function readFormBody(
  request: Request,
  cap = MAX_RAW_FORM_BYTES,
  background?: BodyLimits['background'],
): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  // The one body reader (worker/http/read-body.ts): the cap on bytes read, the deadline, the drain.
  const read = await readBody(request, { maxBytes: cap, deadlineMs: FORM_BODY_DEADLINE_MS, background });
  const text = new TextDecoder().decode(read.bytes);
  const refused = bodyRefusal(read);
  if (refused) return { ok: false, status: refused, values: await readableValues(type, text, true) };
  if (type.startsWith('application/x-www-form-urlencoded')) return { ok: true, values: urlencoded(text, false) };
  if (type.startsWith('application/json')) {
    try {
      const json = JSON.parse(text) as unknown;
      if (json && typeof json === 'object' && !Array.isArray(json))
        return { ok: true, values: stringsOnly(Object.entries(json)) };
    } catch {
      // falls through to the rejection below
    }
    return { ok: false, status: 400, values: {} };
  }
  return { ok: false, status: 415, values: await readableValues(type, text, false) };
}
