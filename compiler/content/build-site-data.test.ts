import { describe, expect, it } from 'vitest';
import cofi from '../../tenants/cofi.json';
import defaultTenant from '../../tenants/default.json';
import { buildSiteData } from './build-site-data.ts';

const tenantFiles = {
  'tenants/default.json': defaultTenant,
  'tenants/cofi.json': cofi,
};

describe('buildSiteData', () => {
  it('layers rules: the tenant file first, then the shared file', () => {
    const { data, configProblems, tableProblems } = buildSiteData({
      tenantFiles,
      redirectFiles: { 'redirects/shared.redirects': '/x /contact 301', 'redirects/cofi.redirects': '/x /pricing 302' },
    });
    expect([configProblems, tableProblems]).toEqual([[], []]);
    expect(data.redirects.cofi!.map((r) => `${r.file}:${r.line}`)).toEqual([
      'redirects/cofi.redirects:1',
      'redirects/shared.redirects:1',
    ]);
    expect(data.redirects.default!.map((r) => r.destination)).toEqual(['/contact']);
  });

  it('fails a bad table with file:line, rule and fix', () => {
    const { tableProblems } = buildSiteData({
      tenantFiles,
      redirectFiles: {
        'redirects/shared.redirects': '# ok\n/x',
        'redirects/cofi.redirects': '/r https://evil.example/ 302',
        'redirects/ghost.redirects': '',
      },
    });
    const lines = tableProblems.map((p) => `${p.file}:${p.line}: ${p.message} (fix: ${p.fix})`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^redirects\/shared\.redirects:2: expected "source destination \[status\]".*\(fix: /),
        expect.stringMatching(
          /^redirects\/cofi\.redirects:1: \[cofi\] destination host evil\.example is not in the tenant config \(fix: add "evil\.example" to redirectHosts/,
        ),
        expect.stringMatching(/^redirects\/ghost\.redirects:1: no tenant "ghost"/),
      ]),
    );
  });

  it('fails a bad tenant file with file and field path', () => {
    const { configProblems } = buildSiteData({
      tenantFiles: {
        ...tenantFiles,
        'tenants/cofi.json': { ...cofi, androidPackageId: 'Not A Package' },
      },
      redirectFiles: { 'redirects/shared.redirects': '' },
    });
    expect(configProblems).toEqual([
      expect.stringMatching(/^tenants\/cofi\.json: androidPackageId: must be a package id/),
    ]);
  });

  it('fails a sales page composition the site does not have, saying the file, the field and the values it takes', () => {
    const { configProblems } = buildSiteData({
      tenantFiles: {
        ...tenantFiles,
        'tenants/cofi.json': { ...cofi, salesPages: { ...cofi.salesPages, pricing: 'demo-first' } },
      },
      redirectFiles: { 'redirects/shared.redirects': '' },
    });
    expect(configProblems[0]).toBe(
      'tenants/cofi.json: salesPages.pricing: must be "plans-first" (the general brand) or "per-employee" (a brand sold by demo)',
    );
  });

  it('fails a look token the site does not have, saying the file, the token and the values it takes', () => {
    const { configProblems } = buildSiteData({
      tenantFiles: {
        ...tenantFiles,
        'tenants/cofi.json': { ...cofi, look: { ...cofi.look, corners: 'bevelled' } },
      },
      redirectFiles: { 'redirects/shared.redirects': '' },
    });
    expect(configProblems[0]).toBe('tenants/cofi.json: look.corners: must be "rounded" or "square"');
  });
});

describe('one run reports every problem of every tenant', () => {
  const fitmapFile = { id: 'fitmap', base: 'default', name: 'FitMap', hosts: ['fitmap.example'] };
  const family = {
    ...tenantFiles,
    'tenants/default.json': defaultTenant,
    'tenants/fitmap.json': fitmapFile,
  };
  const lines = (problems: { file: string; line: number; message: string; fix: string }[]) =>
    problems.map((p) => `${p.file}:${p.line}: ${p.message} (fix: ${p.fix})`);

  it('names every tenant a shared rule breaks, and where to add the host once per brand family', () => {
    const { tableProblems } = buildSiteData({
      tenantFiles: family,
      redirectFiles: { 'redirects/shared.redirects': '/r/go/partner https://partner.example/join 302' },
    });
    expect(lines(tableProblems)).toEqual([
      'redirects/shared.redirects:1: [default, cofi, fitmap] destination host partner.example is not in the tenant config (fix: add "partner.example" to redirectHosts in tenants/default.json and tenants/cofi.json (subtenants inherit it), or change the destination)',
    ]);
  });

  it("sends a subtenant's own host to its own file, and adds it to the family's hosts instead of replacing them", () => {
    const redirectFiles = {
      'redirects/shared.redirects': '/r/go/review https://reviews.example/x 302',
      'redirects/fitmap.redirects': '/r/go/club https://club.example/join 302',
    };
    expect(lines(buildSiteData({ tenantFiles: family, redirectFiles }).tableProblems)).toEqual([
      'redirects/fitmap.redirects:1: [fitmap] destination host club.example is not in the tenant config (fix: add "club.example" to redirectHosts in tenants/fitmap.json, or change the destination)',
    ]);
    const fixed = buildSiteData({
      tenantFiles: { ...family, 'tenants/fitmap.json': { ...fitmapFile, redirectHosts: ['club.example'] } },
      redirectFiles,
    });
    expect(fixed.tableProblems).toEqual([]);
    expect(fixed.data.tenants.fitmap!.redirectHosts).toEqual([...defaultTenant.redirectHosts, 'club.example']);
  });

  it('still checks the redirect tables of tenants whose files have problems', () => {
    const { configProblems, tableProblems } = buildSiteData({
      tenantFiles: {
        ...family,
        'tenants/default.json': {
          ...family['tenants/default.json'],
          email: 'nobody',
          redirectHosts: ['https://partner.example/', ...defaultTenant.redirectHosts],
        },
        'tenants/fitmap.json': { ...fitmapFile, colour: 'red', theme: { primary: 'purple' } },
      },
      redirectFiles: {
        'redirects/shared.redirects': '/r/go/partner https://partner.example/join 302',
        'redirects/fitmap.redirects': '/r/go/club https://club.example/join 302',
      },
    });
    expect(configProblems).toEqual([
      'tenants/default.json: email: Invalid email address',
      'tenants/default.json: redirectHosts.0: must be a lower-case host name such as www.example.com',
      expect.stringMatching(/^tenants\/fitmap\.json: theme\.primary: must be a hex colour/),
      expect.stringMatching(/^tenants\/fitmap\.json: \(file\): Unrecognized key: "colour"/),
    ]);
    expect(lines(tableProblems)).toEqual([
      expect.stringMatching(
        /^redirects\/shared\.redirects:1: \[cofi, default, fitmap\] destination host partner\.example .*tenants\/cofi\.json and tenants\/default\.json/,
      ),
      expect.stringMatching(
        /^redirects\/fitmap\.redirects:1: \[fitmap\] destination host club\.example .*tenants\/fitmap\.json/,
      ),
    ]);
  });

  it('says when a table cannot be checked because a field that decides where visitors may go is broken', () => {
    const { configProblems } = buildSiteData({
      tenantFiles: {
        ...family,
        'tenants/default.json': { ...family['tenants/default.json'], appOrigin: 'app.teamtrek.example' },
      },
      redirectFiles: { 'redirects/shared.redirects': '' },
    });
    expect(configProblems).toEqual([
      expect.stringMatching(/^tenants\/default\.json: appOrigin: /),
      'tenants/default.json: (file): its redirect table and subtenants are checked once appOrigin is valid',
      'tenants/fitmap.json: base: base tenant "default" has problems (tenants/default.json); this tenant is checked once they are fixed',
    ]);
  });
});
