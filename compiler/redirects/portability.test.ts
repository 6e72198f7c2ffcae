import { describe, expect, it } from 'vitest';
import { portabilityWarnings } from './portability.ts';

describe('portabilityWarnings: lines a Cloudflare Pages export would read differently or refuse', () => {
  it('warns on a line without a status, naming the two readings and the fix', () => {
    expect(portabilityWarnings('redirects/x.redirects', '# comment\n/old /new\n/kept /new 301\n')).toEqual([
      {
        file: 'redirects/x.redirects',
        line: 2,
        severity: 'warning',
        message: 'no status: this table reads it as 301, Cloudflare Pages as 302',
        fix: 'write the status: 301 for a permanent move, 302 for one that may change',
      },
    ]);
  });

  it('groups the app: lines of a file into one warning with their line numbers', () => {
    const [warning, ...rest] = portabilityWarnings(
      'redirects/shared.redirects',
      '/a app:\n/b /c 301\n/d/* app:   # handoff\n',
    );
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ line: 1, severity: 'warning' });
    expect(warning!.message).toBe(
      '2 app: line(s) (lines 1, 3): our addition, which Cloudflare Pages and Netlify reject',
    );
  });

  it('warns on a proxy to another host and on a status Cloudflare Pages does not accept', () => {
    const warnings = portabilityWarnings(
      't',
      '/docs/* https://docs.example/:splat 200\n/gone /new 410\n/same /here 200\n',
    );
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [1, 'a 200 proxy to another host: Cloudflare Pages rewrites only to its own paths and would reject it'],
      [2, 'status 410 is not one Cloudflare Pages accepts'],
    ]);
  });

  it('says nothing of portable lines, comments and blank lines', () => {
    expect(portabilityWarnings('t', '\n# /a /b\n/a /b 301\n/c/* /d/:splat 302\n')).toEqual([]);
  });
});
