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
 * The file's fields, one a line.
 *
 * @example
 * securityTxt(tenant, facts.securityTxt) // 'Contact: mailto:security@teamtrek.example\nExpires: 2027-11-01T23:59:59.000Z\n…'
 */
export function securityTxt(
  tenant: Pick<Tenant, 'securityContact' | 'domain' | 'homeUrl' | 'routeSet'>,
  securityTxt: TrustCentre['securityTxt'],
): string {
  return [
    `Contact: mailto:${securityContactOf(tenant)}`,
    `Expires: ${securityTxtExpiry(securityTxt).toISOString()}`,
    `Preferred-Languages: ${securityTxt.preferredLanguages.join(', ')}`,
    `Canonical: ${tenant.homeUrl}${SECURITY_TXT_PATH}`,
    `Policy: ${tenant.homeUrl}${trustCentrePath(tenant)}`,
    '',
  ].join('\n');
}
