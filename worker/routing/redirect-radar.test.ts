import { describe, expect, it, vi } from 'vitest';
import type { Decision } from './decide.ts';
import type { RedirectRule } from '../content/redirect-rule.ts';
import { firstSegment, recordRadar, referrerHost } from './redirect-radar.ts';
import { urlOf } from '../../test/tenant-hosts.ts';

/** A dataset binding that keeps what it is given, as the tests' stand-in for Analytics Engine. */
function recordingDataset() {
  const points: AnalyticsEngineDataPoint[] = [];
  return {
    points,
    dataset: { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!) } as AnalyticsEngineDataset,
  };
}

const RULE: RedirectRule = {
  file: 'redirects/shared.redirects',
  line: 12,
  source: '/solutions/integrations/*',
  destination: '/product/integrations/:splat',
  status: 301,
};
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

function record(decision: Decision, status: number, href: string, headers: Record<string, string> = {}) {
  const { points, dataset } = recordingDataset();
  const url = new URL(href);
  recordRadar(dataset, 'default', decision, status, new Request(url, { headers }), url);
  return points;
}

describe('redirect radar data points', () => {
  it('a redirect hit: tenant, file:line, source, status and the query parameter names only', () => {
    const points = record(
      {
        kind: 'redirect',
        status: 301,
        location: urlOf('default', '/product/integrations/slack'),
        rule: RULE,
      },
      301,
      urlOf('default', '/solutions/integrations/slack?utm_source=newsletter&gclid=abc123&utm_source=x'),
      { referer: 'https://mail.example/inbox?id=42', 'cf-connecting-ip': '203.0.113.9' },
    );
    expect(points).toEqual([
      {
        indexes: ['default'],
        doubles: [1],
        blobs: [
          'redirect',
          'default',
          'redirects/shared.redirects:12',
          '/solutions/integrations/*',
          '301',
          'solutions',
          '',
          '',
          'gclid,utm_source',
        ],
      },
    ]);
    const written = JSON.stringify(points);
    for (const secret of ['abc123', 'newsletter', '203.0.113.9', 'mail.example', 'inbox'])
      expect(written).not.toContain(secret);
  });

  it('a 200 rewrite counts as a hit of its rule, status 200', () => {
    const points = record(
      { kind: 'rewrite', upstream: 'https://legacy.teamtrek.example/x', rule: { ...RULE, status: 200 } },
      200,
      urlOf('default', '/solutions/integrations/x'),
    );
    expect(points[0]!.blobs!.slice(0, 5)).toEqual([
      'redirect',
      'default',
      'redirects/shared.redirects:12',
      '/solutions/integrations/*',
      '200',
    ]);
  });

  it('an app handoff and a legacy proxy: the first path segment (and the handoff rule)', () => {
    const appRule: RedirectRule = {
      file: 'redirects/shared.redirects',
      line: 3,
      source: '/login',
      destination: 'app:',
      status: 302,
    };
    const handoff = record(
      { kind: 'handoff', mode: 'proxy', upstream: 'https://app.teamtrek.example/login', rule: appRule },
      200,
      urlOf('default', '/login/sso?next=1'),
    );
    expect(handoff[0]!.blobs).toEqual([
      'handoff',
      'default',
      'redirects/shared.redirects:3',
      '/login',
      'proxy',
      'login',
      '',
      '',
      'next',
    ]);
    const legacy = record(
      { kind: 'legacy', mode: 'redirect', upstream: 'https://old.example/blog/x' },
      302,
      urlOf('default', '/blog/2019/old-post'),
    );
    expect(legacy[0]!.blobs).toEqual(['legacy', 'default', '', '', '302', 'blog', '', '', '']);
  });

  it('a 404: the path without its query, the referrer host only, crawler or visitor', () => {
    const crawler = record({ kind: 'not-found' }, 404, urlOf('default', '/summer-challenge-2023?ref=flyer'), {
      referer: 'https://www.partner.example/news/article?id=7',
      'user-agent': GOOGLEBOT,
    });
    expect(crawler[0]!.blobs).toEqual([
      'not-found',
      'default',
      '',
      '',
      '404',
      '/summer-challenge-2023',
      'www.partner.example',
      'crawler',
      'ref',
    ]);
    const visitor = record({ kind: 'not-found' }, 404, urlOf('default', '/old'), { 'user-agent': FIREFOX });
    expect(visitor[0]!.blobs!.slice(5, 8)).toEqual(['/old', '', 'visitor']);
    expect(record({ kind: 'not-found' }, 404, urlOf('default', '/old'))[0]!.blobs![7]).toBe('crawler'); // no user agent: a script
  });

  it('a content route whose entry is missing (a page decision answered 404) counts as a 404; a page that renders does not', () => {
    const route = { name: 'blog-post', pattern: '/blog/:id' } as never;
    expect(
      record({ kind: 'page', route, params: { id: 'gone' } }, 404, urlOf('default', '/blog/gone'))[0]!.blobs![0],
    ).toBe('not-found');
    expect(record({ kind: 'page', route, params: { id: 'here' } }, 200, urlOf('default', '/blog/here'))).toEqual([]);
  });

  it('pages, tenant files and rejected requests write nothing', () => {
    expect(record({ kind: 'tenant-file', file: '/robots.txt' }, 200, urlOf('default', '/robots.txt'))).toEqual([]);
    expect(record({ kind: 'reject', status: 400, reason: 'bad' }, 400, urlOf('default', '/%'))).toEqual([]);
  });

  it('without the binding nothing is written and nothing throws; a throwing binding is logged, never thrown', () => {
    const url = new URL(urlOf('default', '/nope'));
    expect(() => recordRadar(undefined, 'default', { kind: 'not-found' }, 404, new Request(url), url)).not.toThrow();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      writeDataPoint: () => {
        throw new Error('dataset limit');
      },
    } as AnalyticsEngineDataset;
    expect(() => recordRadar(broken, 'default', { kind: 'not-found' }, 404, new Request(url), url)).not.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('dataset limit'));
    log.mockRestore();
  });

  it('helpers: first segment and referrer host', () => {
    expect(firstSegment('/product/integrations/slack')).toBe('product');
    expect(firstSegment('/')).toBe('');
    expect(referrerHost('not a url')).toBe('');
    expect(referrerHost('https://user:pw@www.example.com:8443/a?b=c')).toBe('www.example.com:8443');
  });
});
