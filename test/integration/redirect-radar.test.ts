/**
 * Redirect radar through the worker: each kind of event (redirect hit, app handoff, legacy proxy,
 * 404) reaches the Analytics Engine binding with the tenant, the rule's file:line and nothing private.
 *
 * `SELF.fetch` cannot swap a binding, so these requests go to the worker's own default export
 * (`worker.fetch`, the handler workerd calls) with the test env plus a recording dataset.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import type { Env } from '../../worker/env.ts';
import { urlOf } from '../tenant-hosts.ts';

const realEnv = env as unknown as Env;

async function fetchRecorded(url: string, headers: Record<string, string> = {}, withBinding = true) {
  const points: AnalyticsEngineDataPoint[] = [];
  const dataset = { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!) } as AnalyticsEngineDataset;
  const testEnv = { ...realEnv, REDIRECT_RADAR: withBinding ? dataset : undefined } as Env;
  const ctx = createExecutionContext();
  const res = await worker.fetch!(new Request(url, { headers, redirect: 'manual' }) as never, testEnv, ctx);
  await res.body?.cancel();
  await waitOnExecutionContext(ctx);
  return { res, points, blobs: points.map((p) => p.blobs) };
}

describe('redirect radar through the worker', () => {
  it('a redirect-table hit: tenant, the table file and line, source pattern and status', async () => {
    const { res, blobs } = await fetchRecorded(
      urlOf('default', '/solutions/integrations/slack?utm_source=flyer&gclid=x1'),
      { referer: 'https://news.example/a?b=c', 'cf-connecting-ip': '198.51.100.4' },
    );
    expect(res.status).toBe(301);
    expect(blobs).toEqual([
      [
        'redirect',
        'default',
        'redirects/shared.redirects:17',
        '/solutions/integrations/*',
        '301',
        'solutions',
        '',
        '',
        'gclid,utm_source',
      ],
    ]);
    expect(JSON.stringify(blobs)).not.toMatch(/flyer|x1|198\.51|news\.example/);
  });

  it('an app handoff: tenant, the app: rule and the first path segment', async () => {
    const { res, blobs } = await fetchRecorded(urlOf('default', '/checkout/plan/pro?code=secret'));
    expect(res.status).toBe(302);
    expect(blobs).toEqual([
      ['handoff', 'default', 'redirects/shared.redirects:41', '/checkout/*', '302', 'checkout', '', '', 'code'],
    ]);
  });

  it('a legacy proxy: tenant and first path segment', async () => {
    const { res, blobs } = await fetchRecorded(urlOf('cofi', '/old/page.html?ref=nav'));
    expect(res.status).toBe(200);
    expect(blobs).toEqual([['legacy', 'cofi', '', '', 'proxy', 'old', '', '', 'ref']]);
  });

  it('a 404: path without query, referrer host only, crawler or visitor', async () => {
    const bot = await fetchRecorded(urlOf('default', '/summer-step-challenge-2023?utm_campaign=print'), {
      referer: 'https://www.partner.example/news/article?id=7',
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    });
    expect(bot.res.status).toBe(404);
    expect(bot.blobs).toEqual([
      [
        'not-found',
        'default',
        '',
        '',
        '404',
        '/summer-step-challenge-2023',
        'www.partner.example',
        'crawler',
        'utm_campaign',
      ],
    ]);
    const person = await fetchRecorded(urlOf('wmm', '/no-such-page'), {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    });
    expect(person.blobs).toEqual([['not-found', 'wmm', '', '', '404', '/no-such-page', '', 'visitor', '']]);
  });

  it('a content route whose entry is missing answers 404 and counts as a 404', async () => {
    const { res, blobs } = await fetchRecorded(urlOf('default', '/blog/no-such-post'));
    expect(res.status).toBe(404);
    expect(blobs).toEqual([['not-found', 'default', '', '', '404', '/blog/no-such-post', '', 'crawler', '']]);
  });

  it('a page that renders records nothing; without the binding the same answers come, unrecorded', async () => {
    expect((await fetchRecorded(urlOf('default', '/pricing'))).points).toEqual([]);
    const plain = await fetchRecorded(urlOf('default', '/solutions/integrations/slack'), {}, false);
    expect(plain.res.status).toBe(301);
    expect(plain.res.headers.get('location')).toBe(urlOf('default', '/product/integrations/slack'));
  });
});
