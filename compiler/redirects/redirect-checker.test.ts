import { describe, expect, it } from 'vitest';
import { checkTenantTables } from './redirect-checker.ts';
import { parseRedirects } from './redirect-parser.ts';

function check(text: string, shared = '', brand: 'default' | 'cofi' = 'default') {
  const rules = [
    ...parseRedirects('tenant.redirects', text).rules,
    ...parseRedirects('shared.redirects', shared).rules,
  ];
  return checkTenantTables({ tenantId: 't', brand, rules, allowedHosts: new Set(['meet.example']) });
}

describe('checkTenantTables', () => {
  it('accepts a clean table', () => {
    expect(check('/request-demo /contact?topic=demo\n/r/go/x https://meet.example/x 302\n/profile* app:')).toEqual([]);
  });

  it.each([
    ['/a /contact\n/a /pricing', 2, 'duplicate source /a, already at tenant.redirects:1'],
    ['/old/* /contact\n/old/page /pricing', 2, 'is shadowed by /old/* at tenant.redirects:1'],
    ['/a /b\n/b /a', 1, 'redirect loop: /a → /b → /a'],
    ['/a /a', 1, 'redirect loop: /a → /a'],
    ['/a /b\n/b /contact', 1, 'chain of 2 hops: /b is redirected again by tenant.redirects:2'],
    ['/x https://evil.example/x 302', 1, 'destination host evil.example is not in the tenant config'],
    ['/pricing /contact', 1, 'source /pricing hides the page /pricing'],
    ['/pricing* app:', 1, 'hides the page /pricing'],
  ])('%j: line %i reports %s', (text, line, message) => {
    const problems = check(text);
    expect(
      problems.some(
        (p) => p.line === line && p.message.includes(message) && p.severity === 'error' && p.fix.length > 0,
      ),
    ).toBe(true);
  });

  it('reports a chain through the shared table with the final destination as the fix', () => {
    const problems = check(
      '/solutions/fitness-engine /solutions/integrations/custom-app-platforms',
      '/solutions/integrations/* /product/integrations/:splat',
      'cofi',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.fix).toContain('/product/integrations/custom-app-platforms');
  });

  it('treats a tenant rule with the same source as a shared one as an intended override', () => {
    expect(check('/r/go/x https://meet.example/tenant 302', '/r/go/x https://meet.example/shared 302')).toEqual([]);
  });

  it('warns, without failing, when a tenant pattern shadows a shared rule', () => {
    const problems = check('/old/* /contact', '/old/page /pricing');
    expect(problems).toEqual([expect.objectContaining({ file: 'shared.redirects', severity: 'warning' })]);
  });
});
