import { describe, expect, it } from 'vitest';
import type { PageExists } from '../../worker/routes/routes.ts';
import { checkTenantLandings, expandRules, expandSource, mergeTenantProblems } from './redirect-landings.ts';
import { parseRedirects } from './redirect-parser.ts';

const rules = (file: string, text: string) => parseRedirects(file, text).rules;
const SHARED = rules(
  'redirects/shared.redirects',
  [
    '/solutions/integrations/*  /product/integrations/:splat  301',
    '/old-blog/:slug             /blog/:slug                   301',
    '/events*                    app:',
  ].join('\n'),
);
const [SPLAT, PLACEHOLDER] = SHARED;

/** Content-managed pages: only these exist under /product and /blog (as contentPageExists answers). */
const CMS = new Set(['/product/integrations/slack', '/blog/first-post']);
const exists: PageExists = (route, _params, path) => !/[:*]/.test(route.pattern) || CMS.has(path);

const KNOWN = [
  '/integrations/zapier',
  '/product/integrations/slack',
  '/blog/first-post',
  '/solutions/integrations/custom-app-platforms',
  '/pricing',
];

describe('expandSource', () => {
  it('a splat: known paths it matches, paths its destination matches, and names under the same section elsewhere', () => {
    expect(expandSource(SPLAT!, KNOWN).sort()).toEqual([
      '/solutions/integrations/custom-app-platforms',
      '/solutions/integrations/slack',
      '/solutions/integrations/zapier',
    ]);
  });

  it('a placeholder: the source leading to each known path its destination matches', () => {
    expect(expandSource(PLACEHOLDER!, KNOWN)).toEqual(['/old-blog/first-post']);
  });

  it('an exact rule is its own source', () => {
    expect(expandSource(rules('r', '/slack /product/integrations/slack')[0]!, KNOWN)).toEqual(['/slack']);
  });
});

describe('expandRules', () => {
  it('leaves a concrete path to the rule that really answers it (an earlier tenant line wins)', () => {
    const own = rules('redirects/default.redirects', '/solutions/integrations/zapier /integrations/zapier');
    const expanded = expandRules([...own, ...SHARED], KNOWN).map(
      (e) => `${e.rule.file}:${e.rule.line} ${e.source} → ${e.target}`,
    );
    expect(expanded).toContain('redirects/default.redirects:1 /solutions/integrations/zapier → /integrations/zapier');
    expect(expanded).toContain(
      'redirects/shared.redirects:1 /solutions/integrations/slack → /product/integrations/slack',
    );
    expect(expanded.filter((e) => e.includes('shared') && e.includes('zapier'))).toEqual([]);
  });
});

describe('checkTenantLandings', () => {
  const general = {
    tenantId: 'default',
    scope: { routeSet: 'default' as const, showFeatures: true },
    hasLegacy: false,
  };

  it('reports each expanded source whose destination is the 404 page, with file:line and the fix', () => {
    const problems = checkTenantLandings({ ...general, rules: SHARED }, KNOWN, exists);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).sort()).toEqual([
      'redirects/shared.redirects:1: [default] /solutions/integrations/custom-app-platforms → /product/integrations/custom-app-platforms: no page renders there (the 404 page)',
      'redirects/shared.redirects:1: [default] /solutions/integrations/zapier → /product/integrations/zapier: no page renders there (the 404 page)',
    ]);
    expect(problems[0]!.fix).toMatch(/redirects\/default\.redirects before the broader rule/);
  });

  it('a tenant line sending the names to real pages fixes them', () => {
    const own = rules(
      'redirects/default.redirects',
      '/solutions/integrations/zapier /integrations/zapier\n/solutions/integrations/custom-app-platforms /solutions/fitness-engine',
    );
    expect(checkTenantLandings({ ...general, rules: [...own, ...SHARED] }, KNOWN, exists)).toEqual([]);
  });

  it('a tenant with a legacy host lands there for paths this site does not render', () => {
    expect(
      checkTenantLandings(
        {
          ...general,
          tenantId: 'cofi',
          scope: { routeSet: 'cofi', showFeatures: false },
          hasLegacy: true,
          rules: SHARED,
        },
        KNOWN,
        exists,
      ),
    ).toEqual([]);
  });

  it('a destination redirected again is two hops', () => {
    const own = rules('redirects/cofi.redirects', '/product/integrations/zapier /product/integrations/slack');
    const problems = checkTenantLandings({ ...general, rules: [...own, ...SHARED] }, KNOWN, exists);
    expect(problems.map((p) => p.message)).toContain(
      '[default] /solutions/integrations/zapier → /product/integrations/zapier: redirected again by redirects/cofi.redirects:1 (two hops)',
    );
  });

  it("a page the tenant's flags switch off does not count as a landing", () => {
    const toFeatures = rules('redirects/default.redirects', '/catalogue /features');
    expect(checkTenantLandings({ ...general, rules: toFeatures }, KNOWN, exists)).toEqual([]);
    const minimal = { ...general, tenantId: 'minimal', scope: { routeSet: 'default' as const, showFeatures: false } };
    expect(checkTenantLandings({ ...minimal, rules: toFeatures }, KNOWN, exists).map((p) => p.message)).toEqual([
      '[minimal] /catalogue → /features: no page renders there (the 404 page)',
    ]);
  });
});

describe('mergeTenantProblems', () => {
  it('reports a problem shared by several tenants once, naming them', () => {
    const p = (id: string) => ({
      file: 'redirects/shared.redirects',
      line: 1,
      severity: 'error' as const,
      message: `[${id}] /a → /b: no page`,
      fix: 'f',
    });
    expect(mergeTenantProblems([p('default'), p('wmm')]).map((x) => x.message)).toEqual([
      '[default, wmm] /a → /b: no page',
    ]);
  });
});
