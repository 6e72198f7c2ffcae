import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from './strapi-admin.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A stub Strapi that drops the connection of the first `drops` requests without answering. */
async function dropping(drops: number): Promise<{ origin: string; seen: string[] }> {
  const seen: string[] = [];
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (seen.length <= drops) return req.socket.destroy();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe("the seed's calls of Strapi's admin API", () => {
  it('sends an idempotent call once more when its connection is lost', async () => {
    const { origin, seen } = await dropping(1);
    expect(await send(origin, 'PUT', '/navigation/abc', { name: 'main' }, 'jwt')).toEqual({ ok: true });
    expect(seen).toEqual(['PUT /navigation/abc', 'PUT /navigation/abc']);
  });

  it('never sends a POST twice, and says which call failed and why', async () => {
    const { origin, seen } = await dropping(1);
    await expect(send(origin, 'POST', '/admin/api-tokens', { name: 'site' })).rejects.toThrow(
      /^POST \/admin\/api-tokens: fetch failed \(.+\)$/,
    );
    expect(seen).toEqual(['POST /admin/api-tokens']);
  });

  it('gives up after the second try', async () => {
    const { origin, seen } = await dropping(2);
    await expect(send(origin, 'GET', '/admin/init', undefined)).rejects.toThrow(/^GET \/admin\/init: fetch failed/);
    expect(seen).toHaveLength(2);
  });
});
