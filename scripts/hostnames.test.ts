import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readZonesConfig, type ZonesConfig } from './deploy-config.ts';
import { hostnamesCommand } from './hostnames.ts';
import { ROOT } from './site-sources.ts';

const ZONE_ID = '023e105f4ecef8ad9ca31a8372d0c353';
const TOKEN = 'test-token';
const repoZones = readZonesConfig(ROOT).config!;
const zones: ZonesConfig = { ...repoZones, saas: { ...repoZones.saas!, zoneId: ZONE_ID } };
const PARTNER_HOSTS = [
  '100kmchallenge.example',
  'www.100kmchallenge.example',
  'fitmap.example',
  'www.fitmap.example',
  'walkmymiles.example',
  'www.walkmymiles.example',
];

/** The custom hostnames API of one zone, in memory: pages of 2, Bearer token required, as Cloudflare answers. */
let hostnames: string[];
let fallbackOrigin: string | null;
let requests: string[];
let server: Server;
let baseUrl: string;

const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const answer = (status: number, json: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return answer(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], result: null });
    const prefix = `/client/v4/zones/${ZONE_ID}/custom_hostnames`;
    if (url.pathname === `${prefix}/fallback_origin`) {
      if (req.method === 'PUT')
        return answer(200, {
          success: true,
          result: { origin: (fallbackOrigin = String((await body(req)).origin)), status: 'pending_deployment' },
        });
      return fallbackOrigin
        ? answer(200, { success: true, result: { origin: fallbackOrigin, status: 'active' } })
        : answer(404, { success: false, errors: [{ code: 1551, message: 'No fallback origin found' }], result: null });
    }
    if (url.pathname !== prefix)
      return answer(404, { success: false, errors: [{ code: 7003, message: 'Could not route' }], result: null });
    if (req.method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const result = hostnames
        .slice((page - 1) * 2, page * 2)
        .map((hostname, i) => ({ id: `id-${page}-${i}`, hostname, ssl: { status: 'active' } }));
      return answer(200, {
        success: true,
        errors: [],
        result,
        result_info: {
          page,
          per_page: 2,
          count: result.length,
          total_count: hostnames.length,
          total_pages: Math.max(1, Math.ceil(hostnames.length / 2)),
        },
      });
    }
    const sent = await body(req);
    expect(sent.ssl).toEqual({ method: 'http', type: 'dv' });
    hostnames.push(String(sent.hostname));
    return answer(200, {
      success: true,
      errors: [],
      result: { id: `new-${hostnames.length}`, hostname: sent.hostname, ssl: { status: 'initializing' } },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hostnames = ['www.fitmap.example', 'partner-gone.example', 'walkmymiles.example'];
  fallbackOrigin = null;
  requests = [];
});

const run = async (env: Record<string, string | undefined>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await hostnamesCommand({ env, zones, log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('npm run hostnames', () => {
  it('lists the custom hostnames every tenant needs, and calls nothing without a token', async () => {
    const { code, out } = await run({ CLOUDFLARE_API_BASE_URL: baseUrl });
    expect(code).toBe(0);
    for (const host of PARTNER_HOSTS) expect(out).toContain(`  ${host}  (`);
    expect(out).not.toContain('www.teamtrek.example');
    expect(out).toContain('Set CLOUDFLARE_API_TOKEN');
    expect(requests).toEqual([]);
  });

  it('creates the missing ones (every page read), sets the fallback origin, and leaves the others alone', async () => {
    const first = await run({ CLOUDFLARE_API_BASE_URL: baseUrl, CLOUDFLARE_API_TOKEN: TOKEN });
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain(`fallback origin set to ${zones.saas!.fallbackOrigin} (was not set)`);
    expect(first.out).toContain(
      '4 created: 100kmchallenge.example, www.100kmchallenge.example, fitmap.example, www.walkmymiles.example; 2 already there.',
    );
    expect(hostnames.sort()).toEqual([...PARTNER_HOSTS, 'partner-gone.example'].sort());
    expect(requests.filter((r) => r.startsWith('GET /client/v4/zones/') && r.includes('page='))).toHaveLength(2);

    requests = [];
    const again = await run({ CLOUDFLARE_API_BASE_URL: baseUrl, CLOUDFLARE_API_TOKEN: TOKEN });
    expect(again.out).toContain('0 created; 6 already there.');
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it("fails with Cloudflare's error when the token is refused", async () => {
    const { code, err } = await run({ CLOUDFLARE_API_BASE_URL: baseUrl, CLOUDFLARE_API_TOKEN: 'wrong' });
    expect(code).toBe(1);
    expect(err).toBe(
      'hostnames: setting the fallback origin to fallback.teamtrek-saas.example: 10000 Authentication error',
    );
  });

  it('refuses the placeholder zone id of the repository config before calling the API', async () => {
    const err: string[] = [];
    const code = await hostnamesCommand({
      env: { CLOUDFLARE_API_BASE_URL: baseUrl, CLOUDFLARE_API_TOKEN: TOKEN },
      log: () => {},
      error: (l) => err.push(l),
    });
    expect(code).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^deploy\/zones\.json: saas\.zoneId: is a placeholder/)]);
    expect(requests).toEqual([]);
  });
});
