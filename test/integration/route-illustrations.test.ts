import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../worker/routes/routes.ts';
import { get } from './helpers.ts';
import { hostOf } from '../tenant-hosts.ts';

const HOST = hostOf('default');
/** Each page's meta, by route name (the `meta` of its page module). */
const ROUTE_META = Object.fromEntries(PAGE_ROUTES.map((r) => [r.name, r.meta ?? {}]));
const illustrated = Object.entries(ROUTE_META).flatMap(([name, meta]) =>
  meta.illustration ? [[name, meta.illustration] as const] : [],
);
const patternOf = (name: string) => PAGE_ROUTES.find((r) => r.name === name)!.pattern;
const illustrationIn = (html: string) =>
  html.match(/<img [^>]*src="([^"]*)"[^>]*data-testid="route-illustration"/)?.[1];

describe('route meta illustration', () => {
  it('is given to some pages', () => {
    expect(illustrated.length).toBeGreaterThan(0);
  });

  it.each(illustrated)('%s opens with its hero illustration %s, a file the site serves', async (name, file) => {
    const res = await get(`https://${HOST}${patternOf(name)}`);
    expect(res.status).toBe(200);
    expect(illustrationIn(await res.text())).toBe(file);
    const asset = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`https://${HOST}${file}`);
    expect(`${asset.status} ${asset.headers.get('content-type')}`).toBe('200 image/svg+xml');
    await asset.body?.cancel();
  });

  it('is not shown on a page without one', async () => {
    expect(ROUTE_META.pricing?.illustration).toBeUndefined();
    expect(illustrationIn(await (await get(`https://${HOST}/pricing`)).text())).toBeUndefined();
  });
});
