import { describe, expect, it } from 'vitest';
import { securityTxt } from './security-txt.ts';
import { pickedRegion, ssoProvidersOf, trustCentrePath } from './trust-facts.ts';

describe('pickedRegion: the ?region= of the region picker', () => {
  it.each([
    [null, 'us'],
    ['', 'us'],
    ['eu', 'eu'],
    ['UK', 'uk'],
    ['de', 'us'],
    ['eu,uk', 'us'],
    ['<script>', 'us'],
  ])('%j → %s', (value, region) => expect(pickedRegion(value)).toBe(region));
});

describe('ssoProvidersOf', () => {
  it("lists the config's providers, none when single sign-on is off", () => {
    expect(ssoProvidersOf({ ssoConfig: { enabled: true, providers: ['okta'] } })).toEqual(['okta']);
    expect(ssoProvidersOf({ ssoConfig: { enabled: false, providers: ['okta'] } })).toEqual([]);
  });
});

describe('securityTxt', () => {
  it("names the tenant's own security contact when its config sets one", () => {
    const text = securityTxt(
      {
        domain: 'mzg.example',
        securityContact: 'psirt@mzg.example',
        hosts: ['mzg.corporatefitness.example'],
        homeUrl: 'https://mzg.corporatefitness.example',
        routeSet: 'cofi',
      },
      { expires: '2027-11-01', preferredLanguages: ['en'] },
    );
    expect(text.split('\n')[0]).toBe('Contact: mailto:psirt@mzg.example');
  });

  it("names security@ the tenant's domain by default, its own host and its brand's trust centre", () => {
    const text = securityTxt(
      {
        domain: 'mzg.example',
        homeUrl: 'https://mzg.corporatefitness.example',
        hosts: ['mzg.corporatefitness.example'],
        routeSet: 'cofi',
      },
      { expires: '2027-11-01', preferredLanguages: ['en', 'de'] },
    );
    expect(text).toBe(
      [
        'Contact: mailto:security@mzg.example',
        'Expires: 2027-11-01T23:59:59.000Z',
        'Preferred-Languages: en, de',
        'Canonical: https://mzg.corporatefitness.example/.well-known/security.txt',
        `Policy: https://mzg.corporatefitness.example${trustCentrePath({ routeSet: 'cofi' })}`,
        '',
      ].join('\n'),
    );
  });
});
