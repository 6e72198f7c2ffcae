import { describe, expect, it } from 'vitest';
import defaultTenant from '../../tenants/default.json';
import fitmap from '../../tenants/fitmap.json';
import { loadTenants, mergeOverride } from './load.ts';

const base = defaultTenant;

describe('loadTenants', () => {
  it('merges a subtenant over its base: objects merge, arrays and scalars replace', () => {
    const { tenants, baseOf, problems } = loadTenants({ 'tenants/default.json': base, 'tenants/fitmap.json': fitmap });
    expect(problems).toEqual([]);
    expect(baseOf).toEqual({ default: 'default', fitmap: 'default' });
    expect(tenants.fitmap!.name).toBe('FitMap');
    expect(tenants.fitmap!.theme.primary).toBe(fitmap.theme.primary);
    expect(tenants.fitmap!.theme.background).toBe(defaultTenant.theme.background);
    expect(tenants.fitmap!.hosts).toEqual(fitmap.hosts);
    expect(tenants.fitmap!.appOrigin).toBe(defaultTenant.appOrigin);
    // The base lists its subtenants from their files (a new subtenant is one file).
    expect(tenants.default!.subtenants).toEqual([{ id: 'fitmap', host: fitmap.hosts[0] }]);
  });

  it('reports every problem with its file and field path, not just the first', () => {
    const bad = {
      ...base,
      theme: { ...base.theme, primary: 'green' },
      email: 'nobody',
      appOrigin: 'https://app.example/path',
    };
    const { problems } = loadTenants({ 'tenants/default.json': bad, 'tenants/fitmap.json': fitmap });
    const paths = problems.map((p) => `${p.file}: ${p.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'tenants/default.json: theme.primary',
        'tenants/default.json: email',
        'tenants/default.json: appOrigin',
      ]),
    );
    expect(problems.find((p) => p.path === 'theme.primary')!.message).toContain('hex colour');
  });

  it.each([
    ['unknown field', { ...fitmap, colour: 'red' }, 'tenants/fitmap.json', ''],
    ['bad override value', { ...fitmap, theme: { primary: 'nope' } }, 'tenants/fitmap.json', 'theme.primary'],
    ['missing base', { ...fitmap, base: 'ghost' }, 'tenants/fitmap.json', 'base'],
  ])('subtenant file with %s is reported', (_label, file, where, path) => {
    const { problems } = loadTenants({ 'tenants/default.json': base, 'tenants/fitmap.json': file });
    expect(problems.some((p) => p.file === where && p.path.startsWith(path))).toBe(true);
  });

  it('reports an id that does not match the file name, a base that lists its subtenants by hand, and a host used twice', () => {
    const { problems } = loadTenants({
      'tenants/default.json': { ...base, subtenants: [{ id: 'ghost', host: 'ghost.example' }] },
      'tenants/fitmap.json': { ...fitmap, hosts: ['www.teamtrek.example'] },
      'tenants/other.json': defaultTenant,
    });
    const text = problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
    expect(text).toContain('tenants/other.json: id: id "default" must match the file name');
    expect(text).toContain(
      'tenants/default.json: subtenants: is derived from the subtenant files (tenants/<id>.json with "base": "default"); remove it from this file',
    );
    expect(text).toContain('host "www.teamtrek.example" already selects tenant');
  });
});

describe("a subtenant's homeUrl", () => {
  const minimal = { id: 'minimal', base: 'default', hosts: ['minimal.teamtrek.example'] };
  const withMinimal = base;

  it('is derived from its first host when its file does not set it, never inherited from the base', () => {
    const { tenants, problems } = loadTenants({ 'tenants/default.json': withMinimal, 'tenants/minimal.json': minimal });
    expect(problems).toEqual([]);
    expect(tenants.minimal!.homeUrl).toBe('https://minimal.teamtrek.example');
    expect(tenants.default!.homeUrl).toBe(defaultTenant.homeUrl);
  });

  it('is kept when the file sets it', () => {
    const { tenants } = loadTenants({ 'tenants/default.json': base, 'tenants/fitmap.json': fitmap });
    expect(tenants.fitmap!.homeUrl).toBe(fitmap.homeUrl);
  });

  it("must be on one of the tenant's hosts", () => {
    const { problems } = loadTenants({
      'tenants/default.json': withMinimal,
      'tenants/minimal.json': { ...minimal, homeUrl: 'https://www.teamtrek.example' },
    });
    expect(problems.map((p) => `${p.file}: ${p.path}: ${p.message}`)).toEqual([
      "tenants/minimal.json: homeUrl: host www.teamtrek.example is not one of this tenant's hosts (minimal.teamtrek.example); add it to hosts or set homeUrl to https://<one of them>",
    ]);
  });
});

describe('navPostfix', () => {
  const withMinimal = base;
  const load = (extra: Record<string, unknown>) =>
    loadTenants({
      'tenants/default.json': withMinimal,
      'tenants/minimal.json': { id: 'minimal', base: 'default', hosts: ['minimal.teamtrek.example'], ...extra },
    }).tenants.minimal!;
  const keys = (t: { cmsMenuKey: string; footerNavKey: string; solutionsMenuKey: string }) => [
    t.cmsMenuKey,
    t.footerNavKey,
    t.solutionsMenuKey,
  ];

  it('a subtenant setting it gets its own menu variants for every key its file does not name', () => {
    expect(keys(load({ navPostfix: '-minimal' }))).toEqual([
      'main-menu-minimal',
      'footer-minimal',
      'solutions-minimal',
    ]);
    expect(keys(load({ navPostfix: '-minimal', footerNavKey: 'footer' }))).toEqual([
      'main-menu-minimal',
      'footer',
      'solutions-minimal',
    ]);
  });

  it("without it, a subtenant shows its base brand's menus", () => {
    expect(keys(load({}))).toEqual([
      defaultTenant.cmsMenuKey,
      defaultTenant.footerNavKey,
      defaultTenant.solutionsMenuKey,
    ]);
  });
});

describe('mergeOverride', () => {
  it('replaces arrays instead of concatenating them', () => {
    expect(mergeOverride({ a: [1, 2], b: { c: 1, d: 2 } }, { a: [3], b: { d: 4 } })).toEqual({
      a: [3],
      b: { c: 1, d: 4 },
    });
  });
});

describe('analytics secret names', () => {
  it('requires a secret name next to a property id', () => {
    const { problems } = loadTenants({
      'tenants/default.json': { ...base, analyticsSecretName: '' },
      'tenants/fitmap.json': fitmap,
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'tenants/default.json',
        path: 'analyticsSecretName',
        message: expect.stringContaining('GA4 drops hits'),
      }),
    );
  });

  it('lets a subtenant inherit both, or override both, but not the property alone', () => {
    expect(
      loadTenants({ 'tenants/default.json': base, 'tenants/fitmap.json': fitmap }).tenants.fitmap!.analyticsSecretName,
    ).toBe(defaultTenant.analyticsSecretName);
    const both = loadTenants({
      'tenants/default.json': base,
      'tenants/fitmap.json': {
        ...fitmap,
        analyticsPropertyId: 'G-FITMAP03',
        analyticsSecretName: 'GA_API_SECRET_FITMAP',
      },
    });
    expect(both.problems).toEqual([]);
    const alone = loadTenants({
      'tenants/default.json': base,
      'tenants/fitmap.json': { ...fitmap, analyticsPropertyId: 'G-FITMAP03' },
    });
    expect(alone.problems).toEqual([
      expect.objectContaining({
        file: 'tenants/fitmap.json',
        path: 'analyticsSecretName',
        message: expect.stringContaining("inherits default's analyticsSecretName"),
      }),
    ]);
  });
});

describe('locales', () => {
  const cofiLike = { ...base, locales: ['en', 'de', 'fr'] };

  it('a subtenant inherits its base’s locales and may narrow them', () => {
    const inherited = loadTenants({ 'tenants/default.json': base, 'tenants/fitmap.json': fitmap });
    expect(inherited.tenants.fitmap!.locales).toEqual(defaultTenant.locales);
    const narrowed = loadTenants({
      'tenants/default.json': base,
      'tenants/fitmap.json': { ...fitmap, locales: ['en', 'de'] },
    });
    expect(narrowed.problems).toEqual([]);
    expect(narrowed.tenants.fitmap!.locales).toEqual(['en', 'de']);
  });

  it.each([
    ['a locale the base does not offer', { ...fitmap, locales: ['en', 'ar'] }, 'remove ar or add them'],
    [
      'a language the site has no copy in',
      { ...fitmap, locales: ['en', 'it'] },
      'must be one of en, de, fr, es, nl, ar',
    ],
    ['no English first', { ...fitmap, locales: ['de', 'en'] }, 'must start with "en"'],
    ['a repeat', { ...fitmap, locales: ['en', 'de', 'de'] }, 'lists a locale twice'],
  ])('a subtenant with %s is reported with its file, field and fix', (_label, file, message) => {
    const { problems } = loadTenants({ 'tenants/default.json': cofiLike, 'tenants/fitmap.json': file });
    const problem = problems.find((p) => p.file === 'tenants/fitmap.json' && p.path.startsWith('locales'));
    expect(problem?.message).toContain(message);
  });
});

describe('translations (title and description per offered language)', () => {
  it('every offered language besides English needs its entry, with file, field and fix', () => {
    const { de: _de, ...withoutGerman } = defaultTenant.translations;
    const { problems } = loadTenants({ 'tenants/default.json': { ...base, translations: withoutGerman } });
    expect(problems).toContainEqual({
      file: 'tenants/default.json',
      path: 'translations.de',
      message: 'is missing while locales offers "de"; add the title and description in Deutsch',
    });
  });

  it("a subtenant with its own title does not inherit its base's translated title", () => {
    const { translations: _own, ...untranslated } = fitmap;
    const { problems } = loadTenants({ 'tenants/default.json': base, 'tenants/fitmap.json': untranslated });
    expect(problems.filter((p) => p.file === 'tenants/fitmap.json').map((p) => p.path)).toEqual(
      defaultTenant.locales
        .filter((l) => l !== 'en')
        .flatMap((l) => [`translations.${l}.title`, `translations.${l}.description`]),
    );
  });

  it('a translated title is held to the English one’s length rule', () => {
    const long = { ...defaultTenant.translations.de, title: 'T'.repeat(71) };
    const { problems } = loadTenants({
      'tenants/default.json': { ...base, translations: { ...defaultTenant.translations, de: long } },
    });
    expect(problems).toContainEqual(expect.objectContaining({ path: 'translations.de.title' }));
  });
});
