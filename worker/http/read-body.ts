/**
 * The one way a handler reads a request body (forms, client errors, the CMS webhook, any later
 * endpoint): at most `maxBytes` of what actually arrives (whatever Content-Length or
 * Transfer-Encoding claim), by a deadline, and on refusal the rest read and thrown away within
 * DRAIN_LIMITS, so the keep-alive connection stays in step for the visitor's next request.
 *
 * A body is never cancelled (test/integration/body-reading-rules.test.ts fails if a handler
 * does): cancelling an unread request body broke the connection's next request on `wrangler dev`
 * (a 500 or a hang, then "Network connection lost"). Past the drain bounds the
 * reader is let go (released, not cancelled): the runtime decides about that one connection after
 * the answer, and a sender gets no more than DRAIN_LIMITS of our time.
 */

/** Bounds of one body read: bytes kept and the time the whole body may take to arrive. */
export interface BodyLimits {
  maxBytes: number;
  deadlineMs: number;
  /**
   * `ctx.waitUntil`: a body still arriving when the answer is due (a trickle at the deadline) is
   * drained after the answer, within DRAIN_LIMITS, so a client that finishes sending it keeps its
   * connection. Without it the reader is let go and the runtime decides.
   */
  background?: (work: Promise<unknown>) => void;
}

/**
 * The rest of a refused body is read and dropped up to these bounds before the answer. A real
 * client's oversized upload on a fast link fits; a sender that goes on past them loses its
 * connection, not ours. The bytes are above the largest body Cloudflare passes to a worker on the
 * Free and Pro plans (100 MB), so in production the time is the bound that counts: any body that
 * arrives within it is read to its end. A 16 MiB bound let a fast 17 MB body be answered unread,
 * and `wrangler dev`'s proxy then held every next request for a minute
 * (docs/decisions/0011-refused-bodies-drained-by-time.md).
 */
export const DRAIN_LIMITS = { bytes: 128 * 1024 * 1024, ms: 2_000 };

export interface BodyRead {
  /** The first `maxBytes` at most. */
  bytes: Uint8Array;
  /** More than `maxBytes` arrived (the rest was drained, not kept). */
  overCap: boolean;
  /** The body did not end before the deadline (a slow or cut-off client). */
  timedOut: boolean;
  /** The body was read to its end (false: left at the deadline or the drain bounds). */
  drained: boolean;
}

type Chunk = ReadableStreamReadResult<Uint8Array>;
type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** The next chunk, or `late` when it has not come by `until` (epoch ms). */
async function readBefore(reader: Reader, until: number): Promise<Chunk | 'late'> {
  const ms = until - Date.now();
  if (ms <= 0) return 'late';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([reader.read(), late]);
  } catch {
    // The client hung up mid-body: nothing more will come.
    return 'late';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops reading without cancelling: the pending read is released with the lock, and what the
 * client still sends is the runtime's to discard after the answer (it does so for a short grace
 * period, then closes that connection).
 */
function letGo(reader: Reader): void {
  try {
    reader.releaseLock();
  } catch {
    // A runtime that refuses to release a lock with a read pending: the reader is simply left.
  }
}

/** At the deadline: the rest is drained after the answer when the handler gave `background`, else let go. */
function giveUp(reader: Reader, background: BodyLimits['background']): void {
  if (background) background(drain(reader, Date.now() + DRAIN_LIMITS.ms));
  else letGo(reader);
}

/** Reads and discards the rest of a body within DRAIN_LIMITS and the deadline; true when it ended. */
async function drain(reader: Reader, deadline: number, background?: BodyLimits['background']): Promise<boolean> {
  const until = Math.min(deadline, Date.now() + DRAIN_LIMITS.ms);
  let bytes = 0;
  for (;;) {
    const next = await readBefore(reader, until);
    if (next === 'late') return (giveUp(reader, background), false);
    if (next.done) return true;
    if ((bytes += next.value.byteLength) > DRAIN_LIMITS.bytes) return (void letGo(reader), false);
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads at most `maxBytes` of a body by `deadlineMs`; the rest of a longer body is drained (read
 * and dropped, never kept: a multi-megabyte upload never sits in memory).
 *
 * @example
 * const read = await readBody(request, { maxBytes: 4096, deadlineMs: 10_000 });
 * if (bodyRefusal(read)) return new Response(null, { status: bodyRefusal(read)! });
 */
export async function readBody(
  source: Request | ReadableStream<Uint8Array> | null,
  limits: BodyLimits,
): Promise<BodyRead> {
  const body = source instanceof Request ? source.body : source;
  if (!body) return { bytes: new Uint8Array(0), overCap: false, timedOut: false, drained: true };
  const deadline = Date.now() + limits.deadlineMs;
  const reader = body.getReader();
  // A Content-Length over the limit is refused even if fewer bytes come (413 either way).
  const announcedTooMuch =
    source instanceof Request && Number(source.headers.get('content-length') ?? 0) > limits.maxBytes;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await readBefore(reader, deadline);
    if (next === 'late') {
      giveUp(reader, limits.background);
      return { bytes: concat(chunks, size), overCap: false, timedOut: true, drained: false };
    }
    if (next.done) return { bytes: concat(chunks, size), overCap: announcedTooMuch, timedOut: false, drained: true };
    const { value } = next;
    const room = limits.maxBytes - size;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      const drained = await drain(reader, deadline, limits.background);
      return { bytes: concat(chunks, limits.maxBytes), overCap: true, timedOut: false, drained };
    }
    chunks.push(value);
    size += value.byteLength;
  }
}

/** The status a body read calls for: 408 (too slow), 413 (too large), or null (read whole). */
export function bodyRefusal(read: BodyRead): 408 | 413 | null {
  if (read.timedOut) return 408;
  if (read.overCap) return 413;
  return null;
}

/**
 * Reads a body that will not be used (a refused post: wrong origin, wrong secret, rate limited) to
 * its end within DRAIN_LIMITS and `deadlineMs`, so the connection stays usable.
 */
export async function discardBody(
  request: Request,
  background?: BodyLimits['background'],
  deadlineMs = DRAIN_LIMITS.ms,
): Promise<void> {
  // Already read (or being read) by the handler: nothing left for this call to drain.
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await readBody(request.body, { maxBytes: 0, deadlineMs, background });
}
