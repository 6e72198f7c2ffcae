// Draws every tenant's share image (og:image, 1200×630 PNG) from its colours, logo and title into
// dist/client/og/<tenant>.png, which wrangler serves as a static asset. Runs after `vite build`
// (which empties dist/client) in `npm run build`. Offline: the logo is read from public/, the
// text uses the machine's fonts through a system font stack, and sharp (libvips with librsvg)
// turns the SVG into a PNG.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { SITE_DATA } from '../worker/generated/site-data.ts';
import { SHARE_IMAGE_SIZE, shareImagePath } from '../worker/render/share-image.ts';
import type { Tenant } from '../worker/tenants/schema.ts';
import { ROOT } from './site-sources.ts';

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const PAD = 80;
const LOGO_HEIGHT = 96;
const FONT = `system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;
/** Average advance of a bold glyph in ems in the widest common fallback (DejaVu Sans Bold). */
const EM_PER_CHAR = 0.64;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/**
 * The words under the logo: a title reads "<name> – <tagline>", and the logo already says the
 * name, so the tagline alone (capitalised); a title without one stays whole.
 */
function headlineOf(title: string, name: string): string {
  const prefix = `${name} – `;
  if (!title.startsWith(prefix)) return title;
  const tagline = title.slice(prefix.length);
  return tagline.charAt(0).toUpperCase() + tagline.slice(1);
}

/**
 * Breaks `text` into at most `maxLines` lines of about `maxChars` characters at spaces, at the
 * largest font size that fits. SVG text does not wrap, so the breaking happens here.
 */
function wrapHeadline(
  text: string,
  width: number,
  sizes = [76, 68, 60, 52],
  maxLines = 3,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const maxChars = Math.floor(width / (size * EM_PER_CHAR));
    const lines: string[] = [];
    for (const word of text.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((l) => l.length <= maxChars)) return { size, lines };
  }
  const size = sizes.at(-1)!;
  return { size, lines: [text] };
}

/** The picture without the logo: brand colours, a logo card, the headline, an accent band. */
function backgroundSvg(tenant: Tenant, logoWidth: number): string {
  const t = tenant.theme;
  const textWidth = W - 2 * PAD;
  const { size, lines } = wrapHeadline(headlineOf(tenant.title, tenant.name), textWidth);
  const lineHeight = Math.round(size * 1.18);
  const top = 330 - Math.round(((lines.length - 1) * lineHeight) / 2) + Math.round(size * 0.35);
  const text = lines
    .map((line, i) => {
      // Never wider than the picture, whichever font the machine has: squeeze the line if needed.
      const fit =
        line.length * size * EM_PER_CHAR > textWidth
          ? ` textLength="${textWidth}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="${PAD}" y="${top + i * lineHeight}"${fit}>${escapeXml(line)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${t.primary}"/>
<circle cx="${W - 40}" cy="${H + 60}" r="330" fill="${t.secondary}" opacity="0.35"/>
<circle cx="${W - 40}" cy="${H + 60}" r="210" fill="${t.secondary}" opacity="0.55"/>
<rect x="${PAD - 24}" y="40" width="${logoWidth + 48}" height="${LOGO_HEIGHT + 32}" rx="20" fill="${t.background}"/>
<g font-family="${escapeXml(FONT)}" font-weight="700" font-size="${size}" fill="${t.onPrimary}">${text}</g>
<rect y="${H - 18}" width="${W}" height="18" fill="${t.secondary}"/>
</svg>`;
}

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
  const maxWidth = W - 2 * PAD;
  if (info.width > maxWidth) {
    const fitted = await sharp(data).resize({ width: maxWidth }).png().toBuffer({ resolveWithObject: true });
    return { png: fitted.data, width: fitted.info.width };
  }
  return { png: data, width: info.width };
}

/** Draws one tenant's share image and writes it under dir; returns the file written. */
async function buildShareImage(tenant: Tenant, dir: string): Promise<string> {
  const logo = await logoPng(tenant);
  const file = join(dir, shareImagePath(tenant.id));
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(backgroundSvg(tenant, logo.width)))
    .composite([{ input: logo.png, left: PAD, top: 56 }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  return file;
}

async function main() {
  const dir = join(ROOT, 'dist/client');
  const tenants = Object.values(SITE_DATA.tenants);
  await Promise.all(tenants.map((tenant) => buildShareImage(tenant, dir)));
  console.log(`share images: ${tenants.length} tenants → dist/client${shareImagePath('<tenant>')}`);
}

main().catch((error: unknown) => {
  console.error(`share images: ${(error as Error).message}`);
  process.exit(1);
});
