import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../worker/content/redirect-rule.ts';
import { candidatesOf, rankCandidates, similarity, suggestRule, words, type SuggestInput } from './radar-suggest.ts';

const FILE = 'redirects/default.redirects';
const rule = (line: number, source: string, destination: string): RedirectRule => ({
  file: FILE,
  line,
  source,
  destination,
  status: 301,
});
const input = (rules: RedirectRule[], candidates: SuggestInput['candidates']): SuggestInput => ({
  tenantId: 'default',
  brand: 'default',
  rules,
  allowedHosts: new Set(['www.teamtrek.example']),
  candidates,
  file: FILE,
  nextLine: 10,
});

describe('redirect radar suggestions', () => {
  it('words and similarity: case, separators, numbers and file endings do not count; plurals match', () => {
    expect(words('/Summer-Challenges_2023/index.html')).toEqual(['summer', 'challenges']);
    expect(similarity(['integration', 'slack'], ['product', 'integrations', 'slack'])).toBeCloseTo(0.8);
    expect(similarity(['wp', 'login'], ['pricing'])).toBe(0);
  });

  it('ranks by path words and by menu titles, and names which one decided', () => {
    const ranked = rankCandidates('/support-plan', [
      { path: '/pricing/support-plans', titles: [] },
      { path: '/contact', titles: ['Support'] },
    ]);
    expect(ranked.map((r) => [r.candidate.path, r.why])).toEqual([
      ['/pricing/support-plans', 'path'],
      ['/contact', 'menu title "Support"'],
    ]);
  });

  it('a suggestion that would create a loop is not suggested, nor one that makes a chain; the reasons are given', () => {
    // /plans already sends visitors to /plan-options, which 404s. Sending /plan-options to /plans would loop;
    // sending it to /pricing would make /plans a two-hop chain.
    const rules = [rule(3, '/plans', '/plan-options')];
    const s = suggestRule(
      input(rules, [
        { path: '/plans', titles: ['Plans'] },
        { path: '/pricing', titles: ['Pricing plans'] },
      ]),
      '/plan-options',
    );
    expect(s.kind).toBe('none');
    expect(s.skipped).toEqual([
      '/plans: redirect loop: /plans → /plan-options → /plans',
      expect.stringMatching(
        /^\/pricing: chain of 2 hops: \/plan-options is redirected again by redirects\/default\.redirects:10/,
      ),
    ]);
    expect(s).toMatchObject({ why: 'every close page would make a loop or chain' });
  });

  it('the next closest page is suggested when the closest would make a chain', () => {
    const s = suggestRule(
      input(
        [rule(3, '/plans', '/pricing')],
        [
          { path: '/plans', titles: [] },
          { path: '/pricing', titles: ['Pricing plans'] },
        ],
      ),
      '/plan-options',
    );
    expect(s).toMatchObject({ kind: 'rule', line: '/plan-options  /pricing  301', why: 'menu title "Pricing plans"' });
    expect(s.skipped).toEqual([expect.stringMatching(/^\/plans: chain of 2 hops/)]);
  });

  it('a path a rule already catches, or one that cannot be a source, gets no suggestion', () => {
    expect(
      suggestRule(input([rule(3, '/old/*', '/pricing')], [{ path: '/pricing', titles: [] }]), '/old/pricing'),
    ).toMatchObject({
      kind: 'none',
      why: 'already redirected by redirects/default.redirects:3 (added after these 404s)',
    });
    expect(suggestRule(input([], [{ path: '/pricing', titles: [] }]), '/pricing:old')).toMatchObject({
      kind: 'none',
      why: expect.stringContaining('the path cannot be a rule source'),
    });
  });

  it('candidates: sitemap pages plus internal menu links with their titles, never the home page', () => {
    const menu = [
      {
        title: 'Product',
        type: 'WRAPPER',
        path: null,
        items: [
          { title: 'Pricing', type: 'INTERNAL', path: '/pricing?mode=x', items: [] },
          { title: 'Blog', type: 'EXTERNAL', path: 'https://blog.example/', items: [] },
        ],
      },
    ] as never;
    expect(candidatesOf(['/', '/contact', '/pricing'], [menu])).toEqual([
      { path: '/contact', titles: [] },
      { path: '/pricing', titles: ['Pricing'] },
    ]);
  });
});
