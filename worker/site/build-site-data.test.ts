import { describe, expect, it } from 'vitest';
import cofi from '../../tenants/cofi.json';
import defaultTenant from '../../tenants/default.json';
import { buildSiteData } from './build-site-data.ts';

const tenantFiles = {
  'tenants/default.json': { ...defaultTenant, subtenants: [] },
  'tenants/cofi.json': { ...cofi, subtenants: [] },
};

describe('buildSiteData', () => {
  it('layers rules: the tenant file first, then the shared file', () => {
    const { data, configProblems, tableProblems } = buildSiteData({
      tenantFiles,
      redirectFiles: { 'redirects/shared.redirects': '/x /contact 301', 'redirects/cofi.redirects': '/x /pricing 302' },
    });
    expect([configProblems, tableProblems]).toEqual([[], []]);
    expect(data.redirects.cofi!.map((r) => `${r.file}:${r.line}`)).toEqual(['redirects/cofi.redirects:1', 'redirects/shared.redirects:1']);
    expect(data.redirects.default!.map((r) => r.destination)).toEqual(['/contact']);
  });

  it('fails a bad table with file:line, rule and fix', () => {
    const { tableProblems } = buildSiteData({
      tenantFiles,
      redirectFiles: { 'redirects/shared.redirects': '# ok\n/x', 'redirects/cofi.redirects': '/r https://evil.example/ 302', 'redirects/ghost.redirects': '' },
    });
    const lines = tableProblems.map((p) => `${p.file}:${p.line}: ${p.message} (fix: ${p.fix})`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^redirects\/shared\.redirects:2: expected "source destination \[status\]".*\(fix: /),
        expect.stringMatching(/^redirects\/cofi\.redirects:1: \[cofi\] destination host evil\.example is not in the tenant config \(fix: add "evil\.example" to redirectHosts/),
        expect.stringMatching(/^redirects\/ghost\.redirects:1: no tenant "ghost"/),
      ]),
    );
  });

  it('fails a bad tenant file with file and field path', () => {
    const { configProblems } = buildSiteData({
      tenantFiles: { ...tenantFiles, 'tenants/cofi.json': { ...cofi, subtenants: [], androidPackageId: 'Not A Package' } },
      redirectFiles: { 'redirects/shared.redirects': '' },
    });
    expect(configProblems).toEqual([expect.stringMatching(/^tenants\/cofi\.json: androidPackageId: must be a package id/)]);
  });
});
