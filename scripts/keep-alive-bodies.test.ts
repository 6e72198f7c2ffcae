/**
 * On real keep-alive connections: every body-taking endpoint (the two forms, client
 * errors, the CMS webhook with the right secret and with a wrong one) gets an oversized body with
 * a Content-Length, an oversized chunked body and a trickled body, each followed by a GET on the
 * same connection. Every request is answered, and the server is still up at the end. A refused
 * oversized body is drained, so the connection always stays in step; after a trickle's 408 the
 * client finishes its body (the worker drains it after the answer, read-body.ts `background`) and,
 * as RFC 9110 has it after a 408, sends its GET on a new connection: `wrangler dev` sometimes
 * closes the old one and sometimes leaves it waiting, neither of them the worker's choice.
 *
 * In-process tests (SELF.fetch) have no connection to break; the failure this holds was on
 * `wrangler dev`: a refused body cancelled by the handler, then a 500 for the next request on the
 * connection and the dev server gone ("Network connection lost"). So this runs `wrangler dev`
 * (test/browser/global-setup.ts startWranglerServer) and speaks HTTP/1.1 over node:net itself,
 * so it controls the framing (chunked, a trickle, a body finished after its answer).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWranglerServer, type WranglerServer } from '../test/browser/global-setup.ts';
import { ROOT } from './site-sources.ts';
import { DRAIN_LIMITS } from '../worker/http/read-body.ts';

const SECRET = 'keep-alive-test-secret';
const HOST = 'www.teamtrek.example';
const MIB = 1024 * 1024;
/** The length a trickled body announces; it arrives 20 bytes every 500 ms until the server answers. */
const TRICKLE_LENGTH = 4000;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One keep-alive connection that reads HTTP/1.1 answers in order (Content-Length or chunked). */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;
  constructor(readonly socket: Socket) {
    socket.on('data', (data: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {});
  }
  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }
  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }
  /** Resolves when something arrives or after `ms`, whichever is first. */
  arrival(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => (clearTimeout(timer), resolve()));
    });
  }
  /** Whether an answer's status line has arrived (without consuming it). */
  get answered(): boolean {
    return this.buffer.includes('\r\n\r\n');
  }
  async write(data: string | Buffer): Promise<void> {
    if (!this.socket.write(data)) await new Promise((r) => this.socket.once('drain', r));
  }
  private async more(until: number): Promise<void> {
    if (this.closed) throw new Error(`connection closed; unread: ${this.buffer.toString('latin1').slice(0, 200)}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer in time')), Math.max(0, until - Date.now()));
      this.waiters.push(() => (clearTimeout(timer), resolve()));
    });
  }
  /** The next whole answer on this connection. */
  async answer(timeoutMs = 20_000): Promise<Answer> {
    const until = Date.now() + timeoutMs;
    let end: number;
    while ((end = this.buffer.indexOf('\r\n\r\n')) < 0) await this.more(until);
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    const status = Number(statusLine!.split(' ')[1]);
    let at = end + 4;
    const parts: Buffer[] = [];
    if (headers['transfer-encoding']?.includes('chunked')) {
      for (;;) {
        let eol: number;
        while ((eol = this.buffer.indexOf('\r\n', at)) < 0) await this.more(until);
        const size = parseInt(this.buffer.subarray(at, eol).toString('latin1'), 16);
        while (this.buffer.length < eol + 2 + size + 2) await this.more(until);
        parts.push(this.buffer.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
        if (size === 0) break;
      }
    } else {
      const length = Number(headers['content-length'] ?? 0);
      while (this.buffer.length < at + length) await this.more(until);
      parts.push(this.buffer.subarray(at, at + length));
      at += length;
    }
    this.buffer = this.buffer.subarray(at);
    return { status, headers, body: Buffer.concat(parts) };
  }
  close() {
    this.socket.destroy();
  }
}

interface Endpoint {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Statuses for an oversized body and for a trickled one. */
  oversized: number;
  trickled: number;
}

// wrangler dev serves plain http: the page's own origin is http://<host>.
const SAME_ORIGIN = { Origin: `http://${HOST}`, 'Sec-Fetch-Site': 'same-origin' };
const ENDPOINTS: Endpoint[] = [
  {
    name: 'contact form',
    path: '/api/contact',
    headers: { ...SAME_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    oversized: 413,
    trickled: 408,
  },
  {
    name: 'support form',
    path: '/api/support',
    headers: { ...SAME_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    oversized: 413,
    trickled: 408,
  },
  {
    name: 'client error',
    path: '/api/client-error',
    headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
    oversized: 413,
    trickled: 408,
  },
  {
    name: 'webhook, right secret',
    path: '/__cms/webhook',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRET}` },
    oversized: 413,
    trickled: 408,
  },
  {
    name: 'webhook, wrong secret',
    path: '/__cms/webhook',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer guessed' },
    oversized: 401,
    trickled: 401,
  },
];

const head = (e: Endpoint, framing: Record<string, string>) =>
  `POST ${e.path} HTTP/1.1\r\nHost: ${HOST}\r\n${Object.entries({ ...e.headers, ...framing })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

/** The abusive bodies; each resolves with the answer to it, its body sent in full by then. */
const BODIES: Record<string, (c: Connection, e: Endpoint) => Promise<Answer>> = {
  async 'oversized, Content-Length'(c, e) {
    await c.write(head(e, { 'Content-Length': String(MIB) }));
    for (let sent = 0; sent < MIB; sent += 64 * 1024) await c.write(Buffer.alloc(64 * 1024, 'a'));
    return c.answer();
  },
  async 'oversized, chunked'(c, e) {
    await c.write(head(e, { 'Transfer-Encoding': 'chunked' }));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let sent = 0; sent < MIB; sent += chunk.length)
      await c.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
    await c.write('0\r\n\r\n');
    return c.answer();
  },
  async trickled(c, e) {
    await c.write(head(e, { 'Content-Length': String(TRICKLE_LENGTH) }));
    let sent = 0;
    while (!c.answered && !c.closed && sent < TRICKLE_LENGTH) {
      await c.write('y'.repeat(20));
      sent += 20;
      await c.arrival(500);
    }
    const answer = c.answer();
    // The client finishes its body after the answer, as a real one would, so the connection is in step.
    await c.write('y'.repeat(TRICKLE_LENGTH - sent));
    return answer;
  },
};

let server: WranglerServer;
beforeAll(async () => {
  server = await startWranglerServer(ROOT, { CMS_WEBHOOK_SECRET: SECRET });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('abusive bodies on a keep-alive connection, then a GET on the same connection', () => {
  it.concurrent.each(ENDPOINTS)(
    '$name: each body is answered, and so is the GET after it',
    async (endpoint) => {
      let connection = await Connection.open(server.port);
      try {
        for (const [kind, send] of Object.entries(BODIES)) {
          const refused = await send(connection, endpoint);
          const expected = kind === 'trickled' ? endpoint.trickled : endpoint.oversized;
          expect(`${kind} → ${refused.status}`).toBe(`${kind} → ${expected}`);
          // After a 408 the framing may be out of step, and RFC 9110 (15.5.9) has the client use a
          // new connection; a real one does. `wrangler dev` sometimes closes the old one and
          // sometimes leaves it waiting (a GET on it went unanswered for 20 s, about one CI run in
          // ten): neither is the worker's to choose, so the GET goes on a new connection.
          //
          // And it waits out the worker's background drain of the trickle (DRAIN_LIMITS.ms) first:
          // wrangler dev forwards each request from its ProxyWorker to the worker over pooled
          // connections, and a request asked for while the worker still drains a body it answered
          // early can sit unanswered on that pool (a fresh connection's GET: 20 s, then a 200 that
          // wrangler logs at 20005 ms, while a second fresh connection got its 200 in 7 ms; one run
          // in seven here under load; none in 20 with the wait). workers-sdk #15203: a no_bundle
          // worker answering before its body is read trips the next forwarded request, as wrangler's
          // own bundling adds a body-draining middleware that no_bundle workers lack. Production has
          // no ProxyWorker.
          if (kind === 'trickled') {
            connection.close();
            await new Promise((resolve) => setTimeout(resolve, DRAIN_LIMITS.ms + 500));
            connection = await Connection.open(server.port);
          }
          await connection.write(`GET /about HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
          // Still stalled on that pool after the wait (once in CI, with both CMSs seeding beside it):
          // asked again on another fresh connection, as a browser would. The worker must answer that.
          const stalled = kind === 'trickled' ? 8_000 : undefined;
          const next = await connection
            .answer(stalled)
            .catch(async (error: Error) => {
              if (!stalled) throw error;
              connection.close();
              connection = await Connection.open(server.port);
              await connection.write(`GET /about HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
              return connection.answer();
            })
            .catch((error: Error) => {
              throw new Error(
                `GET after ${kind} (answered ${refused.status}): ${error.message}\n--- wrangler dev ---\n${server.output().slice(-1500)}`,
              );
            });
          expect(`GET after ${kind} → ${next.status}`).toBe(`GET after ${kind} → 200`);
          expect(next.body.toString()).toContain('<html');
        }
      } finally {
        connection.close();
      }
    },
    90_000,
  );

  it('the server is still up after them', async () => {
    const connection = await Connection.open(server.port);
    await connection.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
    expect((await connection.answer()).status).toBe(200);
    connection.close();
    expect(server.exited()).toBe('');
  });
});

/**
 * A fast chunked body 17 MiB past an endpoint's cap, then a GET on the same connection. The worker
 * reads a refused body to its end within DRAIN_LIMITS (its bytes above what Cloudflare passes to a
 * worker, so time is the bound), so the connection stays in step and the GET is answered. With the
 * earlier 16 MiB bound the refusal went out with the rest unread, and `wrangler dev`'s proxy held
 * the GET and every later request for over a minute (4 of these 5 failed;
 * docs/decisions/0011-refused-bodies-drained-by-time.md).
 */
const PAST_CAP = ENDPOINTS;
/** The largest cap of them (the webhook's 512 KiB; forms 64 KiB, client errors 4 KiB): every endpoint gets 17 MiB past its own. */
const LARGEST_CAP = 512 * 1024;

describe('17 MiB past the cap, then a GET on the same connection', () => {
  it.each(PAST_CAP)(
    '$name: the refusal, then the GET on the same connection answered 200, and the server still up',
    async (endpoint) => {
      const connection = await Connection.open(server.port);
      try {
        await connection.write(head(endpoint, { 'Transfer-Encoding': 'chunked' }));
        const chunk = Buffer.alloc(256 * 1024, 'a');
        const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
        for (let sent = 0; sent < LARGEST_CAP + 17 * MIB && !connection.closed; sent += chunk.length)
          await connection.write(framed);
        if (!connection.closed) await connection.write('0\r\n\r\n');
        expect((await connection.answer(30_000)).status).toBe(endpoint.oversized);
        if (!connection.closed) await connection.write(`GET /about HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
        const next = await connection.answer(30_000).catch((error: Error) => {
          throw new Error(
            `GET after the refusal: ${error.message}\n--- wrangler dev ---\n${server.output().slice(-1500)}`,
          );
        });
        expect(next.status).toBe(200);
        expect(next.body.toString()).toContain('<html');
      } finally {
        connection.close();
      }
      const fresh = await Connection.open(server.port);
      try {
        await fresh.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
        expect((await fresh.answer(30_000)).status).toBe(200);
      } finally {
        fresh.close();
      }
      expect(server.exited()).toBe('');
    },
    90_000,
  );
});
