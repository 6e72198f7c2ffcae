// `npm run preflight`: security.txt must not be about to expire. RFC 9116 §2.5.5 makes Expires
// mandatory; after it, scanners and researchers treat the file (and its Contact) as stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TrustCentreSchema } from '../worker/trust/trust-schema.ts';
import { securityTxtExpiry } from '../worker/trust/security-txt.ts';

export const TRUST_FILE = 'content/trust/trust-centre.json';
/** Renew at least this long before Expires, so a deploy freeze or a holiday never lets it lapse. */
export const RENEW_DAYS = 30;
const DAY = 86_400_000;

/** A date `days` after `now`, as YYYY-MM-DD. */
const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * The problems of security.txt's `Expires` on `now`: less than {@link RENEW_DAYS} days away (or
 * past), or more than a year ahead (RFC 9116 §2.5.5 recommends less than a year). Each says how to renew.
 *
 * @example
 * securityTxtExpiryProblems({ expires: '2027-11-01', preferredLanguages: ['en'] }, new Date('2027-10-20')) // ['content/trust/…: 12 days away …']
 */
export function securityTxtExpiryProblems(
  securityTxt: { expires: string; preferredLanguages: string[] },
  now: Date,
): string[] {
  const days = Math.floor((securityTxtExpiry(securityTxt).getTime() - now.getTime()) / DAY);
  const renew =
    `renew it: set securityTxt.expires in ${TRUST_FILE} to a date less than a year ahead (for example ${isoDay(now, 335)}), ` +
    'check that the Contact address and the Policy page are still right, then npm run build and deploy';
  const field = `${TRUST_FILE}: securityTxt.expires`;
  if (days < 0) return [`${field}: /.well-known/security.txt expired on ${securityTxt.expires}; ${renew}`];
  if (days < RENEW_DAYS)
    return [
      `${field}: /.well-known/security.txt expires on ${securityTxt.expires}, in ${days} day(s) (under ${RENEW_DAYS}); ${renew}`,
    ];
  if (days > 366)
    return [
      `${field}: ${securityTxt.expires} is more than a year away; RFC 9116 §2.5.5 asks for less than a year: set a date before ${isoDay(now, 366)}`,
    ];
  return [];
}

/** The repository's security.txt dates, checked on `now`. A file that does not parse is `npm run check`'s to report. */
export function repositorySecurityTxtProblems(root: string, now: Date): string[] {
  const parsed = TrustCentreSchema.safeParse(JSON.parse(readFileSync(join(root, TRUST_FILE), 'utf8')));
  return parsed.success ? securityTxtExpiryProblems(parsed.data.securityTxt, now) : [];
}
