// Draws every tenant's share images (og:image, 1200×630 PNG) from its colours, logo and title:
// dist/client/og/<tenant>.png in English and og/<tenant>.<locale>.png for each other locale the
// tenant offers, with its title in that locale (the tenant file's `translations`), mirrored right
// to left for Arabic. wrangler serves them as static assets. Runs after `vite build` (which empties
// dist/client) in `npm run build`. Offline: the logo is read from public/, the text uses the
// machine's fonts through a system font stack (DejaVu Sans has the Arabic glyphs), and sharp
// (libvips with librsvg) turns the SVG into a PNG.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { directionOf, type AuthoredLocale } from '../../common/i18n/locales.ts';
import { loadTenants } from '../tenants/load.ts';
import { LOGO_HEIGHT, LOGO_TOP, PAD, logoLeft, shareImageSvg } from '../share-image/share-image-svg.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { SHARE_IMAGE_SIZE, shareImagePath } from '../../worker/render/share-image.ts';
import type { Tenant, TenantTranslations } from '../../worker/tenants/schema.ts';
import { readSiteSources, ROOT } from '../../scripts/site-sources.ts';

/** The tenant's logo (its `logoUrl`, a file under public/) as a PNG `LOGO_HEIGHT` pixels high. */
async function logoPng(tenant: Tenant): Promise<{ png: Buffer; width: number }> {
  if (!tenant.logoUrl.startsWith('/'))
    throw new Error(
      `tenant ${tenant.id}: logoUrl ${tenant.logoUrl} is not a file under public/; the share image needs it offline`,
    );
  const svg = readFileSync(join(ROOT, 'public', tenant.logoUrl));
  const { data, info } = await sharp(svg, { density: 300 })
    .resize({ height: LOGO_HEIGHT })
    .png()
    .toBuffer({ resolveWithObject: true });
  const maxWidth = SHARE_IMAGE_SIZE.width - 2 * PAD;
  if (info.width > maxWidth) {
    const fitted = await sharp(data).resize({ width: maxWidth }).png().toBuffer({ resolveWithObject: true });
    return { png: fitted.data, width: fitted.info.width };
  }
  return { png: data, width: info.width };
}

/** The tenant's title in `locale`: its config's own for English, else its translation (the loader requires one per offered locale). */
function titleIn(tenant: Tenant, translations: TenantTranslations | undefined, locale: AuthoredLocale): string {
  if (locale === 'en') return tenant.title;
  const title = translations?.[locale]?.title;
  if (!title)
    throw new Error(
      `tenant ${tenant.id}: no translations.${locale}.title in its file, but it offers ${locale}; add one (npm run check says the same)`,
    );
  return title;
}

/**
 * Draws a tenant's share image in every locale it offers and writes them under dir; returns the
 * files written. A picture equal to one already drawn (minimal's title is a name in every language)
 * is encoded once: the palette PNG encoding is most of the step's time.
 */
async function buildShareImages(tenant: Tenant, translations: TenantTranslations | undefined, dir: string) {
  const logo = await logoPng(tenant);
  const encoded = new Map<string, Promise<Buffer>>();
  return Promise.all(
    tenant.locales.map(async (locale) => {
      const dirOfText = directionOf(locale);
      const text = { title: titleIn(tenant, translations, locale), name: tenant.name, dir: dirOfText };
      const svg = shareImageSvg(tenant.theme, text, logo.width);
      if (!encoded.has(svg))
        encoded.set(
          svg,
          sharp(Buffer.from(svg))
            .composite([{ input: logo.png, left: logoLeft(dirOfText, logo.width), top: LOGO_TOP }])
            .png({ compressionLevel: 9, palette: true })
            .toBuffer(),
        );
      const file = join(dir, shareImagePath(tenant.id, locale));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await encoded.get(svg)!);
      return file;
    }),
  );
}

async function main() {
  const dir = join(ROOT, 'dist/client');
  const tenants = Object.values(SITE_DATA.tenants);
  const { translations } = loadTenants(readSiteSources().tenantFiles);
  const files = await Promise.all(tenants.map((tenant) => buildShareImages(tenant, translations[tenant.id], dir)));
  console.log(
    `share images: ${files.flat().length} for ${tenants.length} tenants → dist/client${shareImagePath('<tenant>')}, ${shareImagePath('<tenant>', 'de')}, …`,
  );
}

main().catch((error: unknown) => {
  console.error(`share images: ${(error as Error).message}`);
  process.exit(1);
});
