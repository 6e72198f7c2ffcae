import { describe, expect, it } from 'vitest';
import { readCookie, readUsableCookie, serializeCookie } from './cookies.ts';

describe('readCookie', () => {
  it.each([
    ['a=1; cofi_auth=tok; b=2', 'tok'],
    ['cofi_auth=', ''],
    ['xcofi_auth=1', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (header, value) => {
    expect(readCookie(header, 'cofi_auth')).toBe(value);
  });
});

describe('serializeCookie', () => {
  it('uses the spec defaults: 1 day, path /, SameSite Lax', () => {
    expect(serializeCookie('n', 'v')).toBe('n=v; Max-Age=86400; Path=/; SameSite=Lax');
  });
  it('counts lifetimes in days', () => {
    expect(serializeCookie('n', 'v', { maxAgeDays: 60, domain: '.example.com', secure: true, httpOnly: true })).toBe(
      'n=v; Max-Age=5184000; Path=/; SameSite=Lax; Domain=.example.com; Secure; HttpOnly',
    );
  });
  it.each(['a b', 'a;b', 'a"b', 'a\\b', 'a,b'])('refuses the value %j', (value) => {
    expect(serializeCookie('n', value)).toBeNull();
  });
});

describe('readUsableCookie', () => {
  it.each([
    ['a token', 'cofi_auth=tok.en-1', 'tok.en-1'],
    ['an empty value', 'cofi_auth=', undefined],
    ['an invalid cookie value', 'cofi_auth="a b"', undefined],
    ['name and value of exactly 4096 bytes', `cofi_auth=${'x'.repeat(4096 - 9)}`, 'x'.repeat(4096 - 9)],
    ['name and value of 4097 bytes', `cofi_auth=${'x'.repeat(4096 - 8)}`, undefined],
    ['no Cookie header', null, undefined],
  ])('%s', (_label, header, value) => {
    expect(readUsableCookie(header, 'cofi_auth')).toBe(value);
  });
});
