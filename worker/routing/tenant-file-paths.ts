import { SECURITY_TXT_PATH } from '../trust/security-txt.ts';

/** Files every tenant answers itself, before its redirect table and its legacy host. */
export const TENANT_FILES = [
  '/robots.txt',
  '/sitemap.xml',
  '/.well-known/apple-app-site-association',
  '/.well-known/assetlinks.json',
  '/manifest.webmanifest',
  SECURITY_TXT_PATH,
] as const;
export type TenantFile = (typeof TENANT_FILES)[number];

export function isTenantFile(path: string): path is TenantFile {
  return (TENANT_FILES as readonly string[]).includes(path);
}
