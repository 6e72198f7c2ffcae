/**
 * The soak's abusive clients, interleaved with real form posts: each sends one hostile form post
 * on its lane's connection and reports what came back. What the worker must do with each
 * (worker/forms/read-form-body.ts):
 *   oversized-length   1 MiB with a Content-Length                → 413, body drained, connection kept
 *   oversized-chunked  1 MiB chunked, no Content-Length           → 413, body drained, connection kept
 *   cut-off            a Content-Length of 4,000, 1,000 sent, then the client hangs up → no answer to wait for
 *   trickle            20 bytes every 500 ms of a 4,000-byte body → 408 by FORM_BODY_DEADLINE_MS (10 s)
 */
import { request, type Agent } from 'node:http';

export const ABUSE_TYPES = ['oversized-length', 'oversized-chunked', 'cut-off', 'trickle'] as const;
export type AbuseType = (typeof ABUSE_TYPES)[number];

/** What each type must answer: a status, or `null` (the client hangs up before any answer). */
export const ABUSE_EXPECTS: Record<AbuseType, number | null> = {
  'oversized-length': 413,
  'oversized-chunked': 413,
  'cut-off': null,
  trickle: 408,
};

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

const MIB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one abusive post of `type` and resolves when it is answered or given up. */
export function sendAbuse(target: AbuseTarget, type: AbuseType, timeoutMs: number): Promise<AbuseResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const field = `name=Abuse&message=`;
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: AbuseResult['outcome']) => {
      if (done) return;
      done = true;
      resolve({ outcome, ms: ms() });
    };
    const length = type === 'oversized-length' ? MIB : type === 'cut-off' || type === 'trickle' ? 4000 : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: '/api/contact',
        agent: target.agent,
        headers: {
          ...target.headers,
          Host: target.host,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(length === undefined ? {} : { 'Content-Length': String(length) }),
        },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          // After a 408 the worker has given up on the rest of the body: this connection is done.
          if (type === 'trickle') req.destroy();
          finish(res.statusCode ?? 0);
        });
        res.on('error', (e: NodeJS.ErrnoException) => finish(e.code ?? e.message));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) =>
      finish(done ? 'cut' : type === 'cut-off' ? 'cut' : (e.code ?? e.message)),
    );
    void (async () => {
      if (type === 'oversized-length' || type === 'oversized-chunked') {
        const chunk = Buffer.alloc(64 * 1024, 'a');
        req.write(field);
        for (let sent = field.length; sent < MIB; sent += chunk.length) {
          const piece = chunk.subarray(0, Math.min(chunk.length, MIB - sent));
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
          if (done) return;
        }
        req.end();
      } else if (type === 'cut-off') {
        req.write(field + 'x'.repeat(1000 - field.length));
        await sleep(200);
        req.destroy();
        finish('cut');
      } else {
        req.write(field);
        for (let sent = field.length; sent < 4000 && !done; sent += 20) {
          await sleep(500);
          if (!done) req.write('y'.repeat(20));
        }
      }
    })();
  });
}
