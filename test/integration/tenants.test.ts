import { describe, expect, it } from 'vitest';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { brandOf, tenantFile, urlOf } from '../tenant-hosts.ts';

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

describe('every tenant serves its own pages', () => {
  it.each(TENANT_IDS)('%s on its production host', async (id) => {
    const res = await get(`https://${HOSTS[id]}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlTag(html)).toContain(`data-tenant="${id}"`);
    expect(htmlTag(html)).toContain(`lang="${TENANTS[id]!.lang}"`);
    expect(html).toContain(`<title>${TENANTS[id]!.title}</title>`);
  });

  it.each(TENANT_IDS)('%s on <id>.localhost:8787', async (id) => {
    const html = await (await get(`http://${id}.localhost:8787/`)).text();
    expect(htmlTag(html)).toContain(`data-tenant="${id}"`);
  });

  it.each([
    [urlOf('default', '/?baseTenant=cofi'), 'cofi'],
    [urlOf('default', '/?baseTenant=cofi&tenant=mzg'), 'mzg'],
    [urlOf('cofi', '/?tenant=fitmap'), 'fitmap'],
    ['https://unknown-host.example/', 'default'],
    [urlOf('default', '/?baseTenant=nope&tenant=%3Cscript%3E'), 'default'],
  ])('%s previews tenant %s', async (url, id) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(htmlTag(await res.text())).toContain(`data-tenant="${id}"`);
  });

  it('each tenant looks like itself: subtenants differ from their base in name, and in the logo and colour they set', () => {
    // Every subtenant in tenants/*.json, each against its own base: a new one is checked without an edit here.
    // A logo and theme are optional for a subtenant (README, "Add a tenant": it shows its base's
    // otherwise); one its file sets is its own, never a copy of the base's.
    const subtenants = TENANT_IDS.filter((id) => brandOf(id) !== id);
    expect(subtenants.length).toBeGreaterThan(0);
    for (const id of subtenants) {
      const base = TENANTS[brandOf(id)]!;
      const file = tenantFile(id);
      expect(TENANTS[id]!.name, id).not.toBe(base.name);
      if (file.logoUrl !== undefined) expect(TENANTS[id]!.logoUrl, id).not.toBe(base.logoUrl);
      if (file.theme?.primary !== undefined) expect(TENANTS[id]!.theme.primary, id).not.toBe(base.theme.primary);
    }
  });
});

describe('hosts', () => {
  it.each([
    ['https://www.corporatefitness.example./', 'cofi'],
    ['https://WWW.CorporateFitness.Example./', 'cofi'],
    ['https://mzg.corporatefitness.example.:443/', 'mzg'],
    ['http://fitmap.localhost.:8787/', 'fitmap'],
  ])('a trailing dot resolves like the host without it: %s → %s', async (url, id) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(htmlTag(await res.text())).toContain(`data-tenant="${id}"`);
  });

  it('a trailing dot on a .app host still hands off to the .app origin', async () => {
    expect((await get('https://www.teamtrek.app./login')).headers.get('location')).toBe(
      'https://app.teamtrek.app/login',
    );
  });

  it.each(['evil.example', 'www.teamtrek.example.evil.example', 'evil.example:8443'])(
    'an unknown host (%s) is never written into a Location',
    async (host) => {
      for (const path of ['/request-demo?x=1', '/slack', '//evil.example']) {
        const location = (await get(`https://${host}${path}`)).headers.get('location');
        expect(location, path).toMatch(/^\/(?![/\\])/);
      }
    },
  );

  it('a known host keeps its absolute Location', async () => {
    expect((await get('https://www.corporatefitness.example./slack')).headers.get('location')).toBe(
      'https://www.corporatefitness.example./product/integrations/slack',
    );
  });
});
