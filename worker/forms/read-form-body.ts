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

/**
 * The rest of an oversized body is read and thrown away, up to these bounds, before the 413, so
 * the connection stays in step for the next request. Cancelling it instead broke the next
 * visitor's request on `wrangler dev` (a bare 503 "Your worker restarted mid-request", then a
 * GET that hung; issue 19). Past the bounds the body is cancelled: the runtime then closes that
 * one connection, and an attacker gets no more than this much of our time.
 */
export const DRAIN_LIMITS = { bytes: 16 * 1024 * 1024, ms: 2_000 };

export type FormBody =
  | { ok: true; values: Record<string, string> }
  /** Refused; `values` holds whatever could be read, so the visitor gets it back. */
  | { ok: false; status: 400 | 408 | 413 | 415; values: Record<string, string> };

export interface CappedBody {
  bytes: Uint8Array;
  overCap: boolean;
  /** The body did not end before the deadline (a slow or cut-off client). */
  timedOut: boolean;
  /** Over the cap, the rest was read to its end (false: cancelled at the drain bounds). */
  drained: boolean;
}

type Chunk = ReadableStreamReadResult<Uint8Array>;

/** The next chunk, or `late` when it has not come by `until` (epoch ms). */
async function readBefore(reader: ReadableStreamDefaultReader<Uint8Array>, until: number): Promise<Chunk | 'late'> {
  const ms = until - Date.now();
  if (ms <= 0) return 'late';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([reader.read(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads and discards the rest of a body within DRAIN_LIMITS (and the deadline); true when it ended. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, deadline: number): Promise<boolean> {
  const until = Math.min(deadline, Date.now() + DRAIN_LIMITS.ms);
  let bytes = 0;
  for (;;) {
    const next = await readBefore(reader, until);
    if (next !== 'late' && next.done) return true;
    if (next === 'late' || (bytes += next.value.byteLength) > DRAIN_LIMITS.bytes) {
      // Not awaited: the sender may never finish, and the answer must not wait for it.
      reader.cancel('form body over the drain bounds').catch(() => {});
      return false;
    }
  }
}

/**
 * Reads at most `cap` bytes of a body, whatever Content-Length or Transfer-Encoding say; the rest
 * of a longer body is drained (read and dropped, never kept: a multi-megabyte upload never sits in
 * memory). The whole read ends by `deadlineMs`.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
  deadlineMs = FORM_BODY_DEADLINE_MS,
): Promise<CappedBody> {
  if (!body) return { bytes: new Uint8Array(0), overCap: false, timedOut: false, drained: true };
  const deadline = Date.now() + deadlineMs;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let overCap = false;
  let timedOut = false;
  let drained = true;
  for (;;) {
    const next = await readBefore(reader, deadline);
    if (next === 'late') {
      timedOut = true;
      reader.cancel('form body too slow').catch(() => {});
      break;
    }
    if (next.done) break;
    const { value } = next;
    const room = cap - size;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      size = cap;
      overCap = true;
      drained = await drain(reader, deadline);
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, overCap, timedOut, drained };
}

/** Reads a body that will not be used (a refused post) to its end within the same bounds, so the connection stays usable. */
export async function discardBody(request: Request): Promise<void> {
  await readCapped(request.body, 0);
}

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
export async function readFormBody(request: Request, cap = MAX_RAW_FORM_BYTES): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const { bytes, overCap, timedOut } = await readCapped(request.body, cap);
  const text = new TextDecoder().decode(bytes);
  if (timedOut) return { ok: false, status: 408, values: await readableValues(type, text, true) };
  if (overCap) return { ok: false, status: 413, values: await readableValues(type, text, true) };
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
