import type { FormStamp } from '../../common/forms/form-stamp-fields.ts';
import type { Settings } from '../env-schema.ts';

/** The setting this module reads: the `FORM_SIGNING_SECRET` secret, parsed (worker/env.ts `settingsOf`). */
export type StampSettings = Partial<Pick<Settings, 'formSigningSecret'>>;

export type { FormStamp };

/**
 * Development default for `FORM_SIGNING_SECRET`, used (with one warning per isolate) when the
 * secret is unset: local `npm start`, the tests. Public by definition, so a deployment without
 * the real secret has a time trap anyone can skip; set it with `wrangler secret put FORM_SIGNING_SECRET`.
 */
export const DEV_FORM_SIGNING_SECRET = 'development-only: set FORM_SIGNING_SECRET with wrangler secret put';

let warned = false;
const keys = new Map<string, Promise<CryptoKey>>();

function secretOf(settings: StampSettings): string {
  if (settings.formSigningSecret) return settings.formSigningSecret;
  if (!warned) {
    warned = true;
    console.warn(
      'FORM_SIGNING_SECRET is not set: form time stamps are signed with the public development default. Set it with `wrangler secret put FORM_SIGNING_SECRET` before deploying.',
    );
  }
  return DEV_FORM_SIGNING_SECRET;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

const message = (key: string, startedAt: number) => new TextEncoder().encode(`${key}.${startedAt}`);

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
}

/**
 * Signs a form's key and render time; a fresh key when none is given.
 *
 * @example
 * const stamp = await signFormStamp(settingsOf(env), Date.now()); // { key, startedAt, startedSig }
 */
export async function signFormStamp(
  settings: StampSettings,
  startedAt: number,
  key: string = crypto.randomUUID(),
): Promise<FormStamp> {
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(secretOf(settings)), message(key, startedAt));
  return { key, startedAt, startedSig: toBase64Url(sig) };
}

/** True when `startedSig` is this deployment's signature of `key` and `startedAt` (constant-time compare by Web Crypto). */
export async function verifyFormStamp(settings: StampSettings, stamp: FormStamp): Promise<boolean> {
  const sig = fromBase64Url(stamp.startedSig);
  if (!sig) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secretOf(settings)), sig, message(stamp.key, stamp.startedAt));
}
