/** A slash as a client or an upstream may read it: `/`, `%2F`, `\` or `%5C`, any case. */
const SLASH_LIKE = String.raw`(?:\/|\\|%2f|%5c)`;
/** Starts with two slash-likes: `//evil.example`, `/%2F%2Fevil.example`, `/%5Cevil.example`. */
const LEADING_DOUBLE_SLASH = new RegExp(`^${SLASH_LIKE}{2}`, 'i');
const BACKSLASH = /\\|%5c/i;
/** C0 controls and DEL, raw or percent-encoded (%00–%1F, %7F). */
const CONTROL = /[\x00-\x1f\x7f]|%[01][0-9a-f]|%7f/i;
const CONTROL_ALL = /[\x00-\x1f\x7f]|%[01][0-9a-f]|%7f/gi;
const SLASH_RUN = new RegExp(`${SLASH_LIKE}{2,}`, 'gi');

/** What to do with a path a browser, a proxy or an upstream could read as another host or header. */
export type PathVerdict =
  { safe: true } | { safe: false; status: 308; location: string } | { safe: false; status: 400; reason: string };

/** True when the path could be read as a network-path reference, carries a backslash or a control character. */
export function isHostilePath(pathname: string): boolean {
  return LEADING_DOUBLE_SLASH.test(pathname) || BACKSLASH.test(pathname) || CONTROL.test(pathname);
}

/**
 * Checks a request path before any redirect table, handoff or proxy sees it. A path that starts
 * with two slashes (raw or `%2F`), contains a backslash (raw or `%5C`) or a control character
 * (raw or `%00`–`%1F`, `%7F`) is never forwarded: it gets a `308` to its collapsed same-host form
 * (control characters dropped, backslashes turned into slashes, runs of slashes folded into one;
 * a relative `Location`, so no host is ever reflected), or `400` when even that form is unsafe.
 *
 * @example
 * checkPath('//evil.example/x', '?a=1') // { safe: false, status: 308, location: '/evil.example/x?a=1' }
 */
export function checkPath(pathname: string, search: string): PathVerdict {
  if (!isHostilePath(pathname)) return { safe: true };
  const collapsed = pathname
    .replace(CONTROL_ALL, '')
    .replace(/\\|%5c/gi, '/')
    .replace(SLASH_RUN, '/');
  const path = collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
  // URL parsers percent-encode controls in the query; a raw one left there is refused, never echoed into a header.
  if (isHostilePath(path) || /[\x00-\x1f\x7f]/.test(search))
    return { safe: false, status: 400, reason: 'the path has no safe form' };
  return { safe: false, status: 308, location: `${path}${search}` };
}
