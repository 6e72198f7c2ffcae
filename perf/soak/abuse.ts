/**
 * The soak's abusive clients, interleaved with real form posts: each sends one hostile post on its
 * lane's connection and reports what came back. Every body-taking endpoint reads through the one
 * body reader (worker/http/read-body.ts); what the worker must do with each:
 *   oversized-length       contact form, 1 MiB with a Content-Length        → 413, body drained, connection kept
 *   oversized-chunked      contact form, 1 MiB chunked                      → 413, body drained, connection kept
 *   cut-off                contact form, a Content-Length of 4,000, 1,000 sent, then the client hangs up
 *   trickle                contact form, 20 bytes every 500 ms of 4,000     → 408 by FORM_BODY_DEADLINE_MS (10 s)
 *   client-error-chunked   /api/client-error, 1 MiB chunked                 → 413, drained
 *   client-error-trickle   /api/client-error, trickled                      → 408 by its 10 s deadline
 *   webhook-unauthorized   /__cms/webhook, 200 KB with a wrong secret       → 401, drained
 *   webhook-oversized      /__cms/webhook, the right secret, 2 MiB chunked  → 413 on the bytes read
 * Each abusive request comes from an address of its own (198.18.0.0/15, the benchmarking range),
 * as a spread of abusers would, so the per-client limits (429) are not what answers them.
 */
import { request, type Agent } from 'node:http';

/** The secret the soak's workerd gets as CMS_WEBHOOK_SECRET (perf/soak.sh). */
export const SOAK_WEBHOOK_SECRET = 'soak-webhook-secret';

type Framing = 'length' | 'chunked' | 'cut' | 'trickle';

interface AbuseSpec {
  path: string;
  contentType: string;
  /** Bytes the body has (or announces, for `cut` and `trickle`). */
  bytes: number;
  framing: Framing;
  /** The status it must get, or `null` (the client hangs up before any answer). */
  expects: number | null;
  /** Headers besides the form's own (Origin, Sec-Fetch-Site, …). */
  headers?: Record<string, string>;
}

const MIB = 1024 * 1024;
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

const ABUSE = {
  'oversized-length': { path: '/api/contact', contentType: FORM, bytes: MIB, framing: 'length', expects: 413 },
  'oversized-chunked': { path: '/api/contact', contentType: FORM, bytes: MIB, framing: 'chunked', expects: 413 },
  'cut-off': { path: '/api/contact', contentType: FORM, bytes: 4000, framing: 'cut', expects: null },
  trickle: { path: '/api/contact', contentType: FORM, bytes: 4000, framing: 'trickle', expects: 408 },
  'client-error-chunked': {
    path: '/api/client-error',
    contentType: JSON_TYPE,
    bytes: MIB,
    framing: 'chunked',
    expects: 413,
  },
  'client-error-trickle': {
    path: '/api/client-error',
    contentType: JSON_TYPE,
    bytes: 4000,
    framing: 'trickle',
    expects: 408,
  },
  'webhook-unauthorized': {
    path: '/__cms/webhook',
    contentType: JSON_TYPE,
    bytes: 200 * 1024,
    framing: 'length',
    expects: 401,
    headers: { Authorization: 'Bearer guessed' },
  },
  'webhook-oversized': {
    path: '/__cms/webhook',
    contentType: JSON_TYPE,
    bytes: 2 * MIB,
    framing: 'chunked',
    expects: 413,
    headers: { Authorization: `Bearer ${SOAK_WEBHOOK_SECRET}` },
  },
} satisfies Record<string, AbuseSpec>;

export type AbuseType = keyof typeof ABUSE;
export const ABUSE_TYPES = Object.keys(ABUSE) as AbuseType[];

/** What each type must answer: a status, or `null` (the client hangs up before any answer). */
export const ABUSE_EXPECTS = Object.fromEntries(ABUSE_TYPES.map((t) => [t, ABUSE[t].expects])) as Record<
  AbuseType,
  number | null
>;

/** The types whose body trickles: their answer is bounded by the worker's 10 s body deadline. */
export const TRICKLE_TYPES: AbuseType[] = ABUSE_TYPES.filter((t) => ABUSE[t].framing === 'trickle');

export interface AbuseTarget {
  port: number;
  agent: Agent;
  host: string;
  /** Headers of a same-origin plain form post (Origin, Sec-Fetch-Site, CF-Connecting-IP, …). */
  headers: Record<string, string>;
}

export interface AbuseResult {
  /** The status, `cut` when the client hung up on purpose, or the client error code. */
  outcome: number | 'cut' | string;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let abuser = 0;
/** An address of its own for each abusive request (198.18.0.0/15). */
const nextAddress = () => {
  const n = abuser++ % (2 * 256 * 256);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

/** Sends one abusive post of `type` and resolves when it is answered or given up. */
export function sendAbuse(target: AbuseTarget, type: AbuseType, timeoutMs: number): Promise<AbuseResult> {
  const spec: AbuseSpec = ABUSE[type];
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const opening = spec.contentType === FORM ? 'name=Abuse&message=' : '{"description":"';
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: AbuseResult['outcome']) => {
      if (done) return;
      done = true;
      resolve({ outcome, ms: ms() });
    };
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: spec.path,
        agent: target.agent,
        headers: {
          ...target.headers,
          ...spec.headers,
          Host: target.host,
          'CF-Connecting-IP': nextAddress(),
          'Content-Type': spec.contentType,
          ...(spec.framing === 'chunked' ? {} : { 'Content-Length': String(spec.bytes) }),
        },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          // After a 408 the worker has given up on the rest of the body: this connection is done.
          if (spec.framing === 'trickle') req.destroy();
          finish(res.statusCode ?? 0);
        });
        res.on('error', (e: NodeJS.ErrnoException) => finish(e.code ?? e.message));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) =>
      finish(done ? 'cut' : spec.framing === 'cut' ? 'cut' : (e.code ?? e.message)),
    );
    void (async () => {
      if (spec.framing === 'length' || spec.framing === 'chunked') {
        const chunk = Buffer.alloc(64 * 1024, 'a');
        req.write(opening);
        for (let sent = opening.length; sent < spec.bytes; sent += chunk.length) {
          const piece = chunk.subarray(0, Math.min(chunk.length, spec.bytes - sent));
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
          if (done) return;
        }
        req.end();
      } else if (spec.framing === 'cut') {
        req.write(opening + 'x'.repeat(1000 - opening.length));
        await sleep(200);
        req.destroy();
        finish('cut');
      } else {
        req.write(opening);
        for (let sent = opening.length; sent < spec.bytes && !done; sent += 20) {
          await sleep(500);
          if (!done) req.write('y'.repeat(20));
        }
      }
    })();
  });
}
