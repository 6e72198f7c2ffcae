import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { baseUrlVar, parseSettings, settingsOf, settingsProblems, type Env } from './env.ts';
import worker from './index.ts';
import { urlOf } from '../test/tenant-hosts.ts';

/** The vars wrangler.toml commits for the top-level deployment. */
const COMMITTED = {
  TENANT: 'default',
  APP_ORIGIN: '',
  LEGACY_ORIGIN: '',
  UPSTREAM_TIMEOUT_MS: '10000',
  FORM_ORIGIN: '',
  FORM_TIMEOUT_MS: '5000',
  API_ORIGIN: '',
  CMS_ORIGIN: '',
  ANALYTICS_ORIGIN: 'https://www.google-analytics.com',
  HTML_CACHE: 'on',
};

describe('env schema', () => {
  it("parses wrangler.toml's committed vars", () => {
    expect(parseSettings(COMMITTED)).toEqual({
      tenant: 'default',
      appOrigin: null,
      legacyOrigin: null,
      formOrigin: null,
      upstreamTimeoutMs: 10_000,
      formTimeoutMs: 5000,
      apiOrigin: null,
      cmsOrigin: null,
      analyticsOrigin: 'https://www.google-analytics.com',
      analyticsSalt: undefined,
      formSigningSecret: undefined,
      htmlCache: true,
      earlyAnswer: true,
    });
  });

  it('gives the defaults for unset vars, and parses set ones', () => {
    expect(parseSettings({ TENANT: 'cofi' })).toMatchObject({
      tenant: 'cofi',
      upstreamTimeoutMs: 10_000,
      formTimeoutMs: 5000,
      analyticsOrigin: 'https://www.google-analytics.com',
      htmlCache: true,
      earlyAnswer: true,
    });
    expect(
      parseSettings({
        ...COMMITTED,
        APP_ORIGIN: 'http://127.0.0.1:9000/',
        UPSTREAM_TIMEOUT_MS: '500',
        API_ORIGIN: 'https://api.example/v1/',
        HTML_CACHE: 'off',
        FORM_SIGNING_SECRET: 's3cret',
      }),
    ).toMatchObject({
      appOrigin: 'http://127.0.0.1:9000',
      upstreamTimeoutMs: 500,
      apiOrigin: 'https://api.example/v1',
      htmlCache: false,
      formSigningSecret: 's3cret',
    });
  });

  it.each([
    [
      'TENANT',
      'nope',
      /^TENANT="nope" is not a base tenant; set TENANT in wrangler\.toml \[vars\] to one of default, cofi$/,
    ],
    ['UPSTREAM_TIMEOUT_MS', '10s', /^UPSTREAM_TIMEOUT_MS="10s" must be a whole number of milliseconds, such as 10000$/],
    ['UPSTREAM_TIMEOUT_MS', '0', /^UPSTREAM_TIMEOUT_MS="0" must be a whole number of milliseconds/],
    ['FORM_TIMEOUT_MS', '5s', /^FORM_TIMEOUT_MS="5s" must be a whole number of milliseconds, such as 5000$/],
    ['HTML_CACHE', 'maybe', /^HTML_CACHE must be "on" or "off" \(wrangler\.toml \[vars\]\), got "maybe"$/],
    ['HTML_CACHE', '', /^HTML_CACHE must be "on" or "off"/],
    ['APP_ORIGIN', 'http://127.0.0.1:9000/path', /^APP_ORIGIN=".*" must be an http\(s\) origin only \(no path\)/],
    ['LEGACY_ORIGIN', 'not a url', /^LEGACY_ORIGIN="not a url" is not a URL; set it to an origin such as/],
    ['FORM_ORIGIN', 'ftp://forms.example', /^FORM_ORIGIN=".*" must be an http\(s\) origin only/],
    ['API_ORIGIN', 'api.example', /^API_ORIGIN must be an http\(s\) base address/],
    ['CMS_ORIGIN', 'https://cms.example/?x=1', /^CMS_ORIGIN must be an http\(s\) base address/],
    ['ANALYTICS_ORIGIN', 'www.google-analytics.com', /^ANALYTICS_ORIGIN must be an http\(s\) base address/],
  ])('refuses %s=%j, naming the var and the fix', (name, value, message) => {
    expect(() => parseSettings({ ...COMMITTED, [name]: value })).toThrow(message);
    expect(settingsProblems({ ...COMMITTED, [name]: value })).toEqual([
      { name, message: expect.stringMatching(message) },
    ]);
  });

  it('refuses a var that is not text', () => {
    expect(() => parseSettings({ ...COMMITTED, UPSTREAM_TIMEOUT_MS: 500 })).toThrow(
      'UPSTREAM_TIMEOUT_MS must be text (a wrangler.toml [vars] string), got number',
    );
  });

  it('lists every bad var at once, not only the first', () => {
    const vars = { ...COMMITTED, UPSTREAM_TIMEOUT_MS: '10s', HTML_CACHE: 'maybe', CMS_ORIGIN: 'cms' };
    expect(settingsProblems(vars).map((p) => p.name)).toEqual(['UPSTREAM_TIMEOUT_MS', 'CMS_ORIGIN', 'HTML_CACHE']);
    expect(() => parseSettings(vars)).toThrow(/^3 worker vars are invalid \(wrangler\.toml \[vars\] or --var\):\n/);
  });

  it('parses an env object once, and another env object on its own', () => {
    const one = { ...COMMITTED } as unknown as Env;
    expect(settingsOf(one)).toBe(settingsOf(one));
    const other = { ...one, UPSTREAM_TIMEOUT_MS: '500' } as Env;
    expect(settingsOf(other).upstreamTimeoutMs).toBe(500);
    expect(settingsOf(one).upstreamTimeoutMs).toBe(10_000);
  });
});

describe('a bad var through the worker', () => {
  it.each([
    ['UPSTREAM_TIMEOUT_MS', '10s'],
    ['HTML_CACHE', 'maybe'],
    ['CMS_ORIGIN', 'cms.example'],
  ])('%s=%s: every request answers 500 and the log names the var', async (name, value) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(urlOf('default', '/'), { redirect: 'manual' }),
        { ...(env as unknown as Env), [name]: value },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(500);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(`${name}`));
    } finally {
      errors.mockRestore();
    }
  });
});

describe('API_ORIGIN (baseUrlVar)', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['https://api.example', 'https://api.example'],
    ['https://api.example/v1/', 'https://api.example/v1'],
    ['http://127.0.0.1:9200', 'http://127.0.0.1:9200'],
  ])('%s → %s', (value, expected) => expect(baseUrlVar('API_ORIGIN', value)).toBe(expected));

  it.each(['api.example', 'ftp://api.example', 'https://api.example/?x=1', 'https://user:pw@api.example'])(
    'refuses %s with a clear error',
    (value) => {
      expect(() => baseUrlVar('API_ORIGIN', value)).toThrow(/API_ORIGIN must be/);
    },
  );
});

describe('CMS_ORIGIN (baseUrlVar)', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['https://cms.example', 'https://cms.example'],
    ['https://cms.example/strapi/', 'https://cms.example/strapi'],
  ])('%s → %s', (value, expected) => expect(baseUrlVar('CMS_ORIGIN', value)).toBe(expected));

  it.each(['cms.example', 'ftp://cms.example', 'https://cms.example/?x=1'])(
    'refuses %s with a clear error',
    (value) => {
      expect(() => baseUrlVar('CMS_ORIGIN', value)).toThrow(/^CMS_ORIGIN must be an http\(s\) base address/);
    },
  );
});
