import { describe, expect, it } from 'vitest';
import { checkPath } from './path-safety.ts';

describe('checkPath', () => {
  it.each([
    ['//evil.example/x', '?a=1', '/evil.example/x?a=1'],
    ['///evil.example', '', '/evil.example'],
    ['/%2F%2Fevil.example', '', '/evil.example'],
    ['/%2fevil.example', '', '/evil.example'],
    ['/%5Cevil.example', '', '/evil.example'],
    ['/%5c%5cevil.example/a', '?q=%2F%2F', '/evil.example/a?q=%2F%2F'],
    ['/\\evil.example', '', '/evil.example'],
    ['/login/%5C..%5Cadmin', '', '/login/../admin'],
    ['/pricing%0A', '', '/pricing'],
    ['/old%0d%0aSet-Cookie:x=1', '', '/oldSet-Cookie:x=1'],
    ['/%09/evil.example', '', '/evil.example'],
    ['/a%7Fb', '', '/ab'],
    ['/a\u0001b', '', '/ab'],
    ['//', '', '/'],
  ])('%s%s → 308 %s', (path, search, location) => {
    expect(checkPath(path, search)).toEqual({ safe: false, status: 308, location });
  });

  it.each(['/', '/pricing', '/blog/a%2Fb', '/r/a/x/o/1', '/%E2%9C%93', '/a//b', '/%20x', '/%2e%2e'])(
    '%s is left alone',
    (path) => {
      expect(checkPath(path, '?next=//evil.example')).toEqual({ safe: true });
    },
  );

  it('refuses with 400 when the query holds a raw control character', () => {
    expect(checkPath('//x', '?a=\u0001')).toMatchObject({ safe: false, status: 400 });
  });
});
