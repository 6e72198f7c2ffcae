export interface Visitor {
  /** `cf-connecting-ip`, set by Cloudflare (a visitor cannot choose it). */
  ip: string;
  userAgent: string;
  tenantId: string;
}

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
let isolateKey: Promise<CryptoKey> | undefined;

function hmacKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) {
    // Without a configured secret, a random key per isolate: never reversible, but the same visitor
    // gets another id in another isolate, so GA over-counts users (page views stay right).
    return (isolateKey ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]) as Promise<CryptoKey>);
  }
  let key = keys.get(secret);
  if (!key)
    keys.set(
      secret,
      (key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
      ])),
    );
  return key;
}

/**
 * A GA `client_id` without a cookie: HMAC-SHA-256 of (UTC day, tenant, IP, user agent) under a
 * secret key, cut to two 32-bit numbers in GA's `"<n>.<n>"` shape. The same visitor keeps one id
 * for the day on one brand; the next day, or on another brand, the id is unrelated. Nothing is
 * stored, the IP never leaves the worker, and the secret key stops the receiver from recovering
 * the IP by hashing all 2³² IPv4 addresses (a plain hash would allow that).
 *
 * @example
 * await anonymousClientId({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 …', tenantId: 'cofi' }, secret, new Date()) // '2715398723.1096431107'
 */
export async function anonymousClientId(visitor: Visitor, secret: string | undefined, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10);
  const message = encoder.encode([day, visitor.tenantId, visitor.ip, visitor.userAgent].join('\n'));
  const mac = new DataView(await crypto.subtle.sign('HMAC', await hmacKey(secret), message));
  return `${mac.getUint32(0)}.${mac.getUint32(4)}`;
}
