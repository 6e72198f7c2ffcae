// The share image's layout as SVG (og:image, 1200×630): brand colours, a card for the logo, the
// headline, an accent band. compiler/steps/build-og-images.ts turns it into a PNG with sharp (librsvg)
// and puts the logo on the card. One layout for every language; right-to-left ones are mirrored.
import { SHARE_IMAGE_SIZE } from '../../worker/render/share-image.ts';
import type { Tenant } from '../../worker/tenants/schema.ts';

const { width: W, height: H } = SHARE_IMAGE_SIZE;
export const PAD = 80;
export const LOGO_HEIGHT = 96;
/** Where the logo's top sits: inside its card, which starts at 40. */
export const LOGO_TOP = 56;
// DejaVu Sans last but one: the fallback that has Arabic glyphs on a machine without system-ui.
const FONT = `system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;
/**
 * Average advance of a bold glyph in ems in the widest common fallback (DejaVu Sans Bold: 0.57
 * for German and Arabic titles, measured); wrapping with it leaves room for wider fonts.
 */
const EM_PER_CHAR = 0.64;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/**
 * The words under the logo: a title reads "<name> – <tagline>" (Spanish: "<name>: <tagline>"),
 * and the logo already says the name, so the tagline alone (capitalised); any other title stays whole.
 *
 * @example
 * headlineOf('TeamTrek: retos de pasos para equipos', 'TeamTrek'); // 'Retos de pasos para equipos'
 */
export function headlineOf(title: string, name: string): string {
  const prefix = [`${name} – `, `${name}: `].find((p) => title.startsWith(p));
  if (!prefix) return title;
  const tagline = title.slice(prefix.length);
  return tagline.charAt(0).toUpperCase() + tagline.slice(1);
}

/**
 * Breaks `text` into at most `maxLines` lines of about `maxChars` characters at spaces, at the
 * largest font size that fits. SVG text does not wrap, so the breaking happens here.
 */
export function wrapHeadline(
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

/** Left edge of the logo: at the start padding, which is the right one in a right-to-left picture. */
export const logoLeft = (dir: 'ltr' | 'rtl', logoWidth: number): number => (dir === 'rtl' ? W - PAD - logoWidth : PAD);

export interface ShareImageText {
  /** The tenant's title in the picture's language (its config's `title` or `translations.<locale>.title`). */
  title: string;
  /** The tenant's name, which the logo shows; left off the headline. */
  name: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The picture without the logo. Right to left, everything is mirrored: the logo card and the
 * headline start at the right padding, the circles sit in the bottom left. librsvg follows SVG:
 * with `direction="rtl"`, `text-anchor="start"` puts a line's start (its right edge) on x;
 * `end` would put its left edge there and run it off the picture.
 */
export function shareImageSvg(theme: Tenant['theme'], { title, name, dir }: ShareImageText, logoWidth: number): string {
  const rtl = dir === 'rtl';
  const textWidth = W - 2 * PAD;
  const { size, lines } = wrapHeadline(headlineOf(title, name), textWidth);
  const lineHeight = Math.round(size * 1.18);
  const top = 330 - Math.round(((lines.length - 1) * lineHeight) / 2) + Math.round(size * 0.35);
  const x = rtl ? W - PAD : PAD;
  const text = lines
    .map((line, i) => {
      // Never wider than the picture, whichever font the machine has: squeeze the line if needed.
      const fit =
        line.length * size * EM_PER_CHAR > textWidth
          ? ` textLength="${textWidth}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="${x}" y="${top + i * lineHeight}"${fit}>${escapeXml(line)}</text>`;
    })
    .join('');
  const circleX = rtl ? 40 : W - 40;
  const direction = rtl ? ' direction="rtl" text-anchor="start"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${theme.primary}"/>
<circle cx="${circleX}" cy="${H + 60}" r="330" fill="${theme.secondary}" opacity="0.35"/>
<circle cx="${circleX}" cy="${H + 60}" r="210" fill="${theme.secondary}" opacity="0.55"/>
<rect x="${logoLeft(dir, logoWidth) - 24}" y="40" width="${logoWidth + 48}" height="${LOGO_HEIGHT + 32}" rx="20" fill="${theme.background}"/>
<g font-family="${escapeXml(FONT)}" font-weight="700" font-size="${size}" fill="${theme.onPrimary}"${direction}>${text}</g>
<rect y="${H - 18}" width="${W}" height="18" fill="${theme.secondary}"/>
</svg>`;
}
