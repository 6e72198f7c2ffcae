import { describe, expect, it } from 'vitest';
import { cookieDomainOf, isCookieForTenant, visitorLocation } from './upstream-headers.ts';
import { hostOf } from '../../test/tenant-hosts.ts';

describe('cookieDomainOf', () => {
  it.each([
    ['a=1; Path=/', null],
    ['a=1; Domain=.Example.COM; Path=/', 'example.com'],
    ['a=1;domain=example.com', 'example.com'],
    ['domain=x.example; Path=/', null],
    ['a=1; Domain=', null],
  ])('%s → %s', (cookie, domain) => {
    expect(cookieDomainOf(cookie)).toBe(domain);
  });
});

describe('isCookieForTenant', () => {
  const domains = ['.corporatefitness.example'];
  it.each([
    ['host-only', 'a=1; Path=/', true],
    ['the cookie domain', 'a=1; Domain=.corporatefitness.example', true],
    ['the cookie domain without its dot', 'a=1; Domain=corporatefitness.example', true],
    ['a subdomain of it', `a=1; Domain=${hostOf('cofi')}`, true],
    ['another brand', 'a=1; Domain=.teamtrek.example', false],
    ['a parent domain', 'a=1; Domain=.example', false],
    ['a look-alike suffix', 'a=1; Domain=evilcorporatefitness.example', false],
  ])('%s: %s → %s', (_label, cookie, kept) => {
    expect(isCookieForTenant(cookie, domains)).toBe(kept);
  });
});

describe('visitorLocation', () => {
  const upstream = new URL('https://legacy.example.com/old/page');
  const allows = (host: string) => host === 'app.example.com';
  it.each([
    ['next', '/old/next'],
    ['../up?x=1', '/up?x=1'],
    ['https://LEGACY.example.com//a', '/a'],
    ['https://app.example.com/x', 'https://app.example.com/x'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://app.example.com.evil.example/', null],
    ['data:text/html,hi', null],
  ])('%s → %s', (location, expected) => {
    expect(visitorLocation(location, upstream, allows)).toBe(expected);
  });
});
