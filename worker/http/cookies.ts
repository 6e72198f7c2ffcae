/** Cookie defaults: 1 day, path /, SameSite Lax. */
export const COOKIE_DEFAULTS = { maxAgeDays: 1, path: '/', sameSite: 'Lax' } as const;

const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** The value of one cookie from a `Cookie` header, or undefined. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Browsers keep at most 4096 bytes of a cookie's name and value (RFC 6265 §6.1); a longer one is
 * not a cookie a browser set, so we neither trust it nor echo it back.
 */
export const MAX_COOKIE_BYTES = 4096;

/**
 * The value of a cookie worth acting on (a session token): present, not empty, a valid cookie
 * value, and name plus value within `MAX_COOKIE_BYTES`. Undefined otherwise.
 *
 * @example
 * readUsableCookie('cofi_auth=', 'cofi_auth') // undefined: an empty value signs nobody in
 */
export function readUsableCookie(header: string | null, name: string): string | undefined {
  const value = readCookie(header, name);
  if (!value || !COOKIE_VALUE.test(value)) return undefined;
  return new TextEncoder().encode(name + value).length <= MAX_COOKIE_BYTES ? value : undefined;
}

export interface CookieOptions {
  domain?: string;
  maxAgeDays?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
}

/**
 * A `Set-Cookie` value; lifetimes are in days (as js-cookie counts `expires`), sent as Max-Age.
 * Returns null for a value that is not a valid cookie value, so nothing malformed is echoed back.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string | null {
  if (!COOKIE_VALUE.test(value)) return null;
  const o = { ...COOKIE_DEFAULTS, ...options };
  const parts = [
    `${name}=${value}`,
    `Max-Age=${Math.round(o.maxAgeDays * 86400)}`,
    `Path=${o.path}`,
    `SameSite=${o.sameSite}`,
  ];
  if (o.domain) parts.push(`Domain=${o.domain}`);
  if (o.secure) parts.push('Secure');
  if (o.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
