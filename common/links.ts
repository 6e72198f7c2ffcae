/** Parameters that follow a visitor from page to page: previews and the ad click id. */
export const KEPT_PARAMS = ['tenant', 'baseTenant', 'theme', 'view', 'gclid'] as const;

export interface LinkContext {
  /** The current page's query string (`url.search`). */
  search: string;
}

const EXTERNAL = /^https:\/\//;

/** A menu path starting with https:// is an external link; anything else is a site route. */
export function isExternal(path: string): boolean {
  return EXTERNAL.test(path);
}

/**
 * The one link builder. Internal links keep `tenant`, `baseTenant`, `theme`, `view` and `gclid`
 * of the current page (a link's own parameters win); external links are left untouched.
 *
 * @example
 * buildHref('/pricing?mode=x', { search: '?tenant=mzg&utm=1' }) // '/pricing?mode=x&tenant=mzg'
 */
export function buildHref(path: string, ctx: LinkContext): string {
  if (isExternal(path) || !ctx.search) return path;
  const current = new URLSearchParams(ctx.search);
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const [base = '', query = ''] = (hashAt >= 0 ? path.slice(0, hashAt) : path).split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  let changed = false;
  for (const key of KEPT_PARAMS) {
    const value = current.get(key);
    if (value !== null && !params.has(key)) {
      params.set(key, value);
      changed = true;
    }
  }
  if (!changed) return path;
  return `${base}?${params.toString()}${hash}`;
}

/** Video links (YouTube, Vimeo) open the embedded player with autoplay; the browser's click handler uses the same rule. */
export { videoEmbedUrl } from './video-embed.ts';
