import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDestination, compileRedirects, matchRedirect } from './redirect-matcher.ts';
import { parseRedirects } from '../../compiler/redirects/redirect-parser.ts';

const table = compileRedirects(
  parseRedirects(
    't',
    [
      '/exact /e',
      '/solutions/integrations/* /product/integrations/:splat',
      '/eventmanager* app:',
      '/by/:id app:',
      '/r/a/:bundle/o/:id/join app:',
      '/late/* /first',
      '/late/exact /never',
      '/events* app:',
    ].join('\n'),
  ).rules,
);

describe('matchRedirect', () => {
  it.each([
    ['/exact', '/exact', {}],
    ['/exact/', '/exact', {}],
    ['/solutions/integrations/slack', '/solutions/integrations/*', { splat: 'slack' }],
    ['/solutions/integrations/a/b', '/solutions/integrations/*', { splat: 'a/b' }],
    ['/solutions/integrations', '/solutions/integrations/*', { splat: '' }],
    ['/eventmanager', '/eventmanager*', { splat: '' }],
    ['/eventmanager/create', '/eventmanager*', { splat: '/create' }],
    ['/by/42', '/by/:id', { id: '42' }],
    ['/r/a/com.app/o/7/join', '/r/a/:bundle/o/:id/join', { bundle: 'com.app', id: '7' }],
    ['/events', '/events*', { splat: '' }],
    ['/late/exact', '/late/*', { splat: 'exact' }],
  ])('%s matches %s', (path, source, params) => {
    const hit = matchRedirect(table, path);
    expect(hit?.rule.source).toBe(source);
    expect(hit?.params).toEqual(params);
  });

  it.each(['/', '/exactly', '/by', '/by/1/2', '/solutions/integration', '/r/a/x/o/7'])('%s matches nothing', (path) => {
    expect(matchRedirect(table, path)).toBeNull();
  });

  it('keeps first-match order: an exact rule after a pattern that catches it is unreachable', () => {
    expect(table.exact.has('/late/exact')).toBe(false);
  });
});

describe('buildDestination', () => {
  it.each([
    ['/contact?topic=demo', {}, '', '/contact?topic=demo'],
    ['/contact?topic=demo', {}, '?gclid=abc', '/contact?topic=demo&gclid=abc'],
    ['/pricing?mode=afterTrial', {}, '?mode=evil&x=1', '/pricing?mode=afterTrial&x=1'],
    ['/product/integrations/:splat', { splat: 'slack' }, '?a=b', '/product/integrations/slack?a=b'],
    ['/:splat', { splat: '/evil.example' }, '', '/evil.example'],
    ['https://meet.example/:splat', { splat: '/evil.example' }, '', 'https://meet.example/evil.example'],
    ['/a#top', {}, '?q=1', '/a?q=1#top'],
    ['/product/integrations/slack', {}, '?tag=a&tag=b', '/product/integrations/slack?tag=a&tag=b'],
    ['/contact?topic=demo', {}, '?tag=a&topic=x&tag=b', '/contact?topic=demo&tag=a&tag=b'],
    ['/contact?topic=demo', {}, '?topic=x&topic=y', '/contact?topic=demo'],
  ])('%s with %j and %j → %s', (dest, params, search, expected) => {
    expect(buildDestination(dest, params, search)).toBe(expected);
  });

  it('keeps a plain query as sent, and any other exactly as merging would write it (every value of every name, form-encoded)', () => {
    // The rule for a destination without a query of its own, written out: the oracle for the fast path.
    const merged = (search: string) => {
      const out = new URLSearchParams();
      for (const [name, value] of new URLSearchParams(search)) out.append(name, value);
      return out.toString();
    };
    const query = fc
      .array(fc.constantFrom(...'ab1*._-=&%+~/ é?'.split('')), { maxLength: 14 })
      .map((chars) => `?${chars.join('')}`);
    fc.assert(
      fc.property(
        fc.constantFrom('/app/profile', 'https://app.teamtrek.example/profile/edit'),
        query,
        (dest, search) => {
          const qs = merged(search);
          expect(buildDestination(dest, {}, search)).toBe(`${dest}${qs ? `?${qs}` : ''}`);
        },
      ),
      { numRuns: 2000, seed: 20_261_123 },
    );
    expect(buildDestination('/app', {}, '?token=a.b-c_d*&x=1')).toBe('/app?token=a.b-c_d*&x=1');
    expect(buildDestination('/app', {}, '?x=1&x=2')).toBe('/app?x=1&x=2');
  });
});
