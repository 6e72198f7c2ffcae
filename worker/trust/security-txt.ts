/**
 * `/.well-known/security.txt` (RFC 9116, https://www.rfc-editor.org/rfc/rfc9116): where to report
 * a vulnerability. Per tenant: its own security contact (`securityContactOf`, never the sales
 * address) and its own host, so a report about one brand reaches that brand's security team.
 */
import type { Tenant } from '../tenants/schema.ts';
import { securityContactOf } from '../tenants/security-contact.ts';
import { trustCentrePath } from './trust-centre-path.ts';
import type { TrustCentre } from './trust-schema.ts';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The end of the content file's `expires` day, in UTC (RFC 9116 §2.5.5 asks for an ISO 8601 date-time). */
export const securityTxtExpiry = (securityTxt: TrustCentre['securityTxt']): Date =>
  new Date(`${securityTxt.expires}T23:59:59Z`);

/**
 * The hosts whose copy of the file is canonical (RFC 9116 §2.5.2: `Canonical` may repeat): every host
 * of the tenant, the one asked first when it is one of them (the bare domain, www, the `.app`
 * hosts all serve it), else the home host first (a preview's `?tenant=`, a local host).
 */
function canonicalHosts(tenant: Pick<Tenant, 'homeUrl' | 'hosts'>, askedHost: string | undefined): string[] {
  const home = new URL(tenant.homeUrl).host;
  const first = askedHost && tenant.hosts.includes(askedHost) ? askedHost : home;
  return [first, ...[home, ...tenant.hosts].filter((h) => h !== first)].filter((h, i, all) => all.indexOf(h) === i);
}

/**
 * The file's fields, one a line; `askedHost`: the host the request came on.
 *
 * @example
 * securityTxt(tenant, facts.securityTxt, 'teamtrek.example') // 'Contact: mailto:security@teamtrek.example\n…\nCanonical: https://teamtrek.example/.well-known/security.txt\nCanonical: https://www.teamtrek.example/…'
 */
export function securityTxt(
  tenant: Pick<Tenant, 'securityContact' | 'domain' | 'homeUrl' | 'hosts' | 'routeSet'>,
  securityTxt: TrustCentre['securityTxt'],
  askedHost?: string,
): string {
  return [
    `Contact: mailto:${securityContactOf(tenant)}`,
    `Expires: ${securityTxtExpiry(securityTxt).toISOString()}`,
    `Preferred-Languages: ${securityTxt.preferredLanguages.join(', ')}`,
    ...canonicalHosts(tenant, askedHost).map((host) => `Canonical: https://${host}${SECURITY_TXT_PATH}`),
    `Policy: ${tenant.homeUrl}${trustCentrePath(tenant)}`,
    '',
  ].join('\n');
}
