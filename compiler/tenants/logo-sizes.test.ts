import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logoSizes, svgSize } from './logo-sizes.ts';

const dir = mkdtempSync(join(tmpdir(), 'logo-sizes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const logo = (name: string, svg: string) => {
  mkdirSync(join(dir, 'brand'), { recursive: true });
  writeFileSync(join(dir, 'brand', name), svg);
  return `/brand/${name}`;
};
const tenant = (headerLogoUrl: string, headerLogoWhiteUrl = headerLogoUrl) => ({
  id: 'acme',
  headerLogoUrl,
  headerLogoWhiteUrl,
});

describe('svgSize', () => {
  it('reads width and height, else the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="176" height="40" viewBox="0 0 88 20">')).toEqual({
      width: 176,
      height: 40,
    });
    expect(svgSize('<?xml version="1.0"?><svg viewBox="0 0 290 40"><path/></svg>')).toEqual({ width: 290, height: 40 });
    expect(svgSize('<svg width="100%" height="100%"><path/></svg>')).toBeNull();
    expect(svgSize('<png>')).toBeNull();
  });
});

describe('logoSizes', () => {
  it('sizes each header logo the site serves, by its path; a full URL is not ours to read', () => {
    const dark = logo('dark.svg', '<svg width="141" height="40"></svg>');
    const light = logo('light.svg', '<svg viewBox="0 0 141 40"></svg>');
    expect(logoSizes([tenant(dark, light), tenant('https://cdn.example/logo.svg')], dir)).toEqual({
      [dark]: { width: 141, height: 40 },
      [light]: { width: 141, height: 40 },
    });
  });

  it('refuses a missing file, a raster logo and an SVG without a size, naming the tenant, the field and the fix', () => {
    expect(() => logoSizes([tenant('/brand/missing.svg')], dir)).toThrow(
      /^tenants\/acme\.json headerLogoUrl "\/brand\/missing\.svg": no such file .*Fix: add the logo there/,
    );
    const png = logo('logo.png', 'not an svg');
    expect(() => logoSizes([tenant(png)], dir)).toThrow(/headerLogoUrl "\/brand\/logo\.png": a header logo is an SVG/);
    const sizeless = logo('sizeless.svg', '<svg><path/></svg>');
    expect(() => logoSizes([tenant(logo('ok.svg', '<svg width="1" height="1"/>'), sizeless)], dir)).toThrow(
      /^tenants\/acme\.json headerLogoWhiteUrl "\/brand\/sizeless\.svg": its <svg> declares no size\. Fix: give it width and height/,
    );
  });

  it('knows every real tenant’s header logos', async () => {
    const { SITE_DATA } = await import('../../worker/generated/site-data.ts');
    const sizes = logoSizes(Object.values(SITE_DATA.tenants), join(__dirname, '../../public'));
    for (const t of Object.values(SITE_DATA.tenants)) {
      expect(sizes[t.headerLogoUrl], t.id).toBeDefined();
      expect(sizes[t.headerLogoWhiteUrl], t.id).toBeDefined();
    }
    expect(sizes['/brand/teamtrek/logo.svg']).toEqual({ width: 176, height: 40 });
  });
});
