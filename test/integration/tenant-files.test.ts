import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { get, HOSTS } from './helpers.ts';
import { urlOf } from '../tenant-hosts.ts';
import { BRANDS } from '../../common/brands.ts';

describe('tenant files (answered by the worker, never by the legacy host)', () => {
  it.each(['cofi', 'default', 'mzg'])('%s: /robots.txt', async (id) => {
    const res = await get(`https://${HOSTS[id]}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /profile');
  });

  it.each(['default', 'cofi', 'fitmap', 'truenorth'])(
    '%s: apple-app-site-association names its app and the deep-link paths',
    async (id) => {
      const res = await get(`https://${HOSTS[id]}/.well-known/apple-app-site-association`);
      expect(res.headers.get('content-type')).toBe('application/json');
      const json = (await res.json()) as { applinks: { details: { appIDs: string[]; paths: string[] }[] } };
      expect(json.applinks.details[0]!.appIDs).toEqual([TENANTS[id]!.appLinks.appleAppId]);
      expect(json.applinks.details[0]!.paths).toContain('/r/dl/*');
    },
  );

  it.each(BRANDS)('%s: assetlinks.json names its Android package and certificate', async (id) => {
    const json = (await (await get(`https://${HOSTS[id]}/.well-known/assetlinks.json`)).json()) as {
      target: { package_name: string; sha256_cert_fingerprints: string[] };
    }[];
    expect(json[0]!.target.package_name).toBe(TENANTS[id]!.androidPackageId);
    expect(json[0]!.target.sha256_cert_fingerprints).toEqual(TENANTS[id]!.appLinks.androidSha256);
  });

  it("cofi's Android package is app.corporatefitness", async () => {
    const json = (await (await get(urlOf('cofi', '/.well-known/assetlinks.json'))).json()) as {
      target: { package_name: string };
    }[];
    expect(json[0]!.target.package_name).toBe('app.corporatefitness');
  });

  it.each(['default', 'wmm', 'cofi'])(
    '%s: web manifest with its name, colours and icon, linked from every page',
    async (id) => {
      const res = await get(`https://${HOSTS[id]}/manifest.webmanifest`);
      expect(res.headers.get('content-type')).toBe('application/manifest+json');
      const m = (await res.json()) as { name: string; theme_color: string; icons: { src: string }[] };
      expect(m).toMatchObject({ name: TENANTS[id]!.name, theme_color: TENANTS[id]!.theme.primary });
      expect(m.icons[0]!.src).toBe(TENANTS[id]!.favIconUrl);
      expect(await (await get(`https://${HOSTS[id]}/pricing`)).text()).toContain(
        '<link rel="manifest" href="/manifest.webmanifest"/>',
      );
    },
  );
});
