import { env } from 'cloudflare:test';
import { settingsOf, type Env } from '../../worker/env.ts';
import { signFormStamp } from '../../worker/http/form-stamp.ts';
import { get } from './helpers.ts';

/** A complete, valid lead. */
export const LEAD = {
  name: 'Anna Berg',
  email: 'anna@northwind.example',
  organisation: 'Northwind Logistics',
  participants: '250',
  topic: 'demo',
  message: 'We want a 6-week step challenge for 250 staff in spring.',
  consent: 'on',
};

let n = 0;
/** A client address of its own for each call, so tests do not share a rate-limit window. */
export const ip = () => `198.51.100.${++n % 250}`;

/**
 * The hidden fields a rendered form carries: a fresh key and a render time signed as the worker
 * signs it (the test env has no FORM_SIGNING_SECRET, so both sides use the development default).
 */
export async function stampFields(startedAt = Date.now() - 10_000, key?: string) {
  const stamp = await signFormStamp(settingsOf(env as unknown as Env), startedAt, key);
  return { key: stamp.key, startedAt: String(stamp.startedAt), startedSig: stamp.startedSig };
}

/** A valid lead with fresh hidden fields, filled 10 s ago; `extra` replaces fields. */
export async function leadFields(
  extra: Record<string, string> = {},
): Promise<Record<string, string> & { key: string }> {
  return { ...LEAD, ...(await stampFields()), ...extra };
}

/** Posts a form to www.teamtrek.example through the worker: urlencoded like a plain form, or JSON like the island. */
export function postForm(
  path: string,
  body: Record<string, string>,
  json = false,
  headers: Record<string, string> = {},
) {
  return get(`https://www.teamtrek.example${path}`, {
    method: 'POST',
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(json ? { accept: 'application/json' } : {}),
      'cf-connecting-ip': ip(),
      ...headers,
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
}
