import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PUBLISHING_MS, publishState, type PublishFacts } from '../../cms/src/publish-state.ts';
import { servedVersion } from '../../cms/src/served-version.ts';

// The decision of the CMS's Site box (cms/src/publish-state.ts); the real Strapi and site together:
// test/cms-admin/admin-ui.test.ts.
const PUBLISHED = '2026-12-06T12:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(PUBLISHED) + ms).toISOString();
const cofi = { brand: 'Corporate Fitness', url: 'http://cofi.localhost:8787/solutions/workplace' };
const teamtrek = { brand: 'TeamTrek', url: 'http://default.localhost:8787/solutions/workplace' };

const facts = (over: Partial<PublishFacts>): PublishFacts => ({
  publishedAt: PUBLISHED,
  draftUpdatedAt: PUBLISHED,
  publishedUpdatedAt: PUBLISHED,
  served: [{ ...cofi, version: PUBLISHED }],
  now: Date.parse(PUBLISHED) + 1000,
  ...over,
});

describe('publishState: what the Site box says about the last publish', () => {
  it('is live only once every brand serves the published version', () => {
    expect(publishState(facts({})).state).toBe('live');
    const oneBehind = facts({
      served: [
        { ...cofi, version: PUBLISHED },
        { ...teamtrek, version: at(-60_000) },
      ],
    });
    expect(publishState(oneBehind).state).toBe('publishing');
    expect(publishState({ ...oneBehind, now: Date.parse(PUBLISHED) + PUBLISHING_MS + 1 })).toMatchObject({
      state: 'not-live',
      reason: 'the site still shows the version published at 11:59:00 UTC (TeamTrek)',
    });
  });

  it('keeps the time it was first seen live', () => {
    expect(publishState(facts({ firstSeenLive: at(1500), now: Date.parse(PUBLISHED) + 9000 }))).toMatchObject({
      state: 'live',
      liveAt: at(1500),
    });
  });

  it.each([
    [{ version: 'repository' }, 'the site still shows the copy from the repository (Corporate Fitness)'],
    [{ error: 'nothing listens at http://cofi.localhost:8787' }, 'the site did not answer (Corporate Fitness)'],
    [{}, "the site's answer names no version (Corporate Fitness)"],
  ])('says why it is not live after the first seconds: %j', (served, reason) => {
    const state = publishState(facts({ served: [{ ...cofi, ...served }], now: Date.parse(PUBLISHED) + PUBLISHING_MS }));
    expect(state.state).toBe('not-live');
    expect(state.state === 'not-live' && state.reason).toContain(reason);
  });

  it('a failed webhook of this publish is the reason at once, without waiting', () => {
    const state = publishState(
      facts({ served: [{ ...cofi, version: at(-60_000) }], failedDelivery: '401 unauthorized' }),
    );
    expect(state).toMatchObject({ state: 'not-live', reason: 'the site did not hear of it (401 unauthorized)' });
  });

  it('a draft saved after the publish is never the live version: the box says the draft is not on the site', () => {
    const saved = publishState(facts({ draftUpdatedAt: at(30_000), now: Date.parse(PUBLISHED) + 31_000 }));
    expect(saved).toMatchObject({ state: 'live', publishedAt: PUBLISHED, draftChanged: true });
    expect(publishState(facts({})).draftChanged).toBe(false);
  });

  it('an entry never published is "unpublished", whatever the site shows', () => {
    expect(publishState(facts({ publishedAt: null, publishedUpdatedAt: null, served: [] }))).toEqual({
      state: 'unpublished',
      draftChanged: true,
    });
  });
});

describe("servedVersion: the site's x-cms-version as a visitor's GET gets it", () => {
  it('asks <brand>.localhost on loopback with its own Host, and reads the header', async () => {
    const hosts: (string | undefined)[] = [];
    const site = createServer((req, res) => {
      hosts.push(req.headers.host);
      res.writeHead(req.url === '/gone' ? 404 : 200, req.url === '/plain' ? {} : { 'x-cms-version': PUBLISHED });
      res.end('<h1>page</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as AddressInfo;
    try {
      expect(await servedVersion(`http://cofi.localhost:${port}/solutions/workplace`)).toEqual({ version: PUBLISHED });
      expect(hosts).toEqual([`cofi.localhost:${port}`]);
      expect(await servedVersion(`http://cofi.localhost:${port}/plain`)).toEqual({});
      expect((await servedVersion(`http://cofi.localhost:${port}/gone`)).error).toContain('answered 404');
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
    expect((await servedVersion(`http://cofi.localhost:${port}/x`)).error).toBe(
      `nothing listens at http://cofi.localhost:${port}`,
    );
  });
});
