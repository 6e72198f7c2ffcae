import fc from 'fast-check';
import { expect } from 'vitest';
import { TENANTS } from '../../../worker/tenants/registry.ts';
import { allowedHosts } from '../../../worker/tenants/allowed-hosts.ts';
import { get, HOSTS } from '../helpers.ts';

const CONFIG_HOSTS = new Set(Object.values(TENANTS).flatMap((t) => [...allowedHosts(t)]));

const PREFIXES = ['', '/login', '/profile', '/eventmanager', '/r/a/x/o/1', '/solutions/integrations/', '/slack', '/request-demo', '/r/go/start-event', '/challenges', '/product', '/old', '/by/'];
const HOSTILE = ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%2f%2fevil.example', '/%5C%5Cevil.example', '/%5cevil.example', '/../..', '/./', '/%2e%2e/%2e%2e/', '\t//evil.example', '/%09/evil.example', '/@evil.example', '/:splat', '/*', '/%00', '/%E0%A4%A', '/%', '/https://evil.example', '/evil.example%23', '/%0d%0aSet-Cookie:x=1', '/ä/😀', '//'];
const QUERIES = ['', '?next=//evil.example', '?baseTenant=cofi', '?tenant=mzg', '?tenant=%3Cscript%3E', '?baseTenant=../', '?gclid=1&mode=x', '?%', '?a=%E0%A4%A', '?#frag'];

const host = fc.oneof(
  fc.constantFrom(...Object.values(HOSTS), 'cofi.localhost:8787', 'fitmap.localhost:8787', 'www.teamtrek.app', 'evil.example', 'localhost:8787'),
  fc.domain(),
);
const path = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.array(fc.oneof(fc.constantFrom(...HOSTILE), fc.webSegment().map((s) => `/${s}`), fc.string({ unit: 'grapheme', maxLength: 8 })), { maxLength: 4 }))
  .map(([prefix, parts]) => prefix + parts.join(''));
const query = fc.oneof(fc.constantFrom(...QUERIES), fc.webQueryParameters().map((q) => `?${q}`));
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS');

function buildUrl(h: string, p: string, q: string): string | null {
  try {
    return new URL(`https://${h}${p.startsWith('/') ? p : `/${p}`}${q}`).href;
  } catch {
    return null;
  }
}

/**
 * Property: random and hostile paths, hosts and queries never give a 5xx and never send the
 * visitor (Location) or a proxied request anywhere config does not name.
 * Runs are split over several test files because the test pool slows down with every request
 * it serves in one workerd instance (cloudflare/workers-sdk#15446); each file gets a fresh one.
 */
export async function assertHostileUrlsAreSafe(seed: number, numRuns = 400) {
  await fc.assert(
    fc.asyncProperty(host, path, query, method, async (h, p, q, m) => {
      const url = buildUrl(h, p, q);
      if (!url || url.includes('__slow')) return;
      const res = await get(url, { method: m, body: m === 'POST' ? 'x=1' : undefined });
      expect(res.status, url).toBeLessThan(500);
      const location = res.headers.get('location');
      if (location) {
        const target = new URL(location, url);
        expect(target.host === new URL(url).host || CONFIG_HOSTS.has(target.host), `${url} → ${location}`).toBe(true);
        expect(target.protocol).toMatch(/^https?:$/);
      }
      if (m !== 'HEAD' && res.headers.get('content-type') === 'application/json') {
        const echo = (await res.json()) as { upstream: string };
        expect(CONFIG_HOSTS.has(echo.upstream), `${url} proxied to ${echo.upstream}`).toBe(true);
      } else await res.body?.cancel();
    }),
    { numRuns, seed },
  );
}
