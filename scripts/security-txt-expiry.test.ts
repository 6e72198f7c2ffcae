import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCheck } from './check-run.ts';
import { RENEW_DAYS, securityTxtExpiryProblems, TRUST_FILE } from './security-txt-expiry.ts';
import { ROOT } from './site-sources.ts';

const securityTxt = { expires: '2027-11-01', preferredLanguages: ['en'] };
const on = (day: string) => new Date(`${day}T12:00:00Z`);
const repositoryExpires = (
  JSON.parse(readFileSync(join(ROOT, TRUST_FILE), 'utf8')) as { securityTxt: { expires: string } }
).securityTxt.expires;

describe('securityTxtExpiryProblems', () => {
  it.each([
    ['2026-11-26', []],
    ['2027-10-01', []], // 31 days ahead
    [
      '2027-10-03',
      [/in 29 day\(s\) \(under 30\); renew it: set securityTxt\.expires in content\/trust\/trust-centre\.json/],
    ],
    ['2027-11-01', [/in 0 day\(s\)/]],
    ['2027-11-02', [/expired on 2027-11-01; renew it/]],
    ['2026-10-01', [/more than a year away; RFC 9116/]],
  ])('on %s', (day, expected) => {
    const problems = securityTxtExpiryProblems(securityTxt, on(day));
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });

  it('says how to renew: a date less than a year ahead, check Contact and Policy, build and deploy', () => {
    const [problem] = securityTxtExpiryProblems(securityTxt, on('2027-10-20'));
    expect(problem).toContain('for example 2028-09-19');
    expect(problem).toContain('Contact address and the Policy page');
    expect(problem).toContain('npm run build and deploy');
  });
});

// The first case loads the production checks: up to half a minute on a loaded 2-core machine.
describe('npm run preflight and the security.txt date', { timeout: 60_000 }, () => {
  // The check as `npm run preflight` runs it (scripts/check-run.ts with --production), in this
  // process on another day: only Date is faked, and put back after each case (the scripts project
  // shares its process between files).
  const preflight = async (now: string) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    try {
      return await runCheck(['--production'], {
        ...process.env,
        PREFLIGHT_SECRETS: 'GA_API_SECRET_TEAMTREK,GA_API_SECRET_COFI',
      });
    } finally {
      vi.useRealTimers();
    }
  };
  const expiry = new Date(`${repositoryExpires}T23:59:59Z`).getTime();

  it(`fails ${RENEW_DAYS - 1} days before the repository's Expires, saying how to renew`, async () => {
    const run = await preflight(new Date(expiry - (RENEW_DAYS - 1) * 86_400_000).toISOString());
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/content\/trust\/trust-centre\.json: securityTxt\.expires: .* \(under 30\); renew it/);
  });

  it(`names no security.txt problem ${RENEW_DAYS + 5} days before it`, async () => {
    const run = await preflight(new Date(expiry - (RENEW_DAYS + 5) * 86_400_000).toISOString());
    expect(run.stderr).not.toContain('securityTxt.expires');
  });
});
