/**
 * A preview link's signature made as cms/src/preview-link.ts makes it (HMAC-SHA256, base64url, of
 * `<path>\n<expires>`), written apart from the worker's check so the tests do not check it with itself.
 */
export async function signPreviewLink(path: string, expires: number, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${path}\n${expires}`)));
  return `${expires}.${btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}`;
}
