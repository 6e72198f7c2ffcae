import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A logo's drawn size, from its <svg> element: what the header's <img> reserves before it loads. */
export interface LogoSize {
  width: number;
  height: number;
}

/** The header logos of every tenant (both toolbar colours) that the site serves itself. */
type LogoTenant = { id: string; headerLogoUrl: string; headerLogoWhiteUrl: string };

/** The size an <svg> element declares: its width and height, else its viewBox; null when neither. */
export function svgSize(svg: string): LogoSize | null {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!tag) return null;
  const number = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(tag)?.[1] ?? NaN);
  const [width, height] = [number('width'), number('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  return box && Number(box[1]) > 0 && Number(box[2]) > 0 ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

/**
 * The size of every header logo a tenant names by path (`/brand/…`, served from `public/`), keyed
 * by that path. Without it the <img> is 0 px wide until the file arrives and then pushes the top
 * menu aside: a layout shift on every slow first visit (the pricing CLS test caught 0.0055 under
 * load). A logo named by a full URL is someone else's file: its size is not known here, and the
 * header keeps its default box. Throws with the tenant, the file and the fix.
 *
 * @example
 * logoSizes([{ id: 'default', headerLogoUrl: '/brand/teamtrek/logo.svg', headerLogoWhiteUrl: … }], 'public')
 * // { '/brand/teamtrek/logo.svg': { width: 176, height: 40 }, … }
 */
export function logoSizes(tenants: readonly LogoTenant[], publicDir: string): Record<string, LogoSize> {
  const sizes: Record<string, LogoSize> = {};
  for (const tenant of tenants)
    for (const field of ['headerLogoUrl', 'headerLogoWhiteUrl'] as const) {
      const path = tenant[field];
      if (!path.startsWith('/') || sizes[path]) continue;
      const file = join(publicDir, path);
      const where = `tenants/${tenant.id}.json ${field} "${path}"`;
      if (!existsSync(file))
        throw new Error(`${where}: no such file ${file}. Fix: add the logo there, or correct the path.`);
      if (!path.endsWith('.svg'))
        throw new Error(`${where}: a header logo is an SVG (its size is read from it). Fix: use an .svg file.`);
      const size = svgSize(readFileSync(file, 'utf8'));
      if (!size)
        throw new Error(
          `${where}: its <svg> declares no size. Fix: give it width and height (or a viewBox), e.g. width="176" height="40".`,
        );
      sizes[path] = size;
    }
  return sizes;
}
