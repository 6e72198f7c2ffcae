/** Paths compare without a trailing slash, so `/pricing/` finds the `/pricing` page and the `/pricing` rule. */
export function matchKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
