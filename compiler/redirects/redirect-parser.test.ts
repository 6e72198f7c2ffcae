import { describe, expect, it } from 'vitest';
import { parseRedirects } from './redirect-parser.ts';

const F = 'redirects/test.redirects';

describe('parseRedirects', () => {
  it.each([
    ['/a /b', { source: '/a', destination: '/b', status: 301 }],
    ['/a /b 302', { source: '/a', destination: '/b', status: 302 }],
    ['/r/go/x https://meet.example/x 302', { source: '/r/go/x', destination: 'https://meet.example/x', status: 302 }],
    ['/profile* app:', { source: '/profile*', destination: 'app:', status: 302 }],
    ['/blog/* /articles/:splat', { source: '/blog/*', destination: '/articles/:splat', status: 301 }],
    ['/by/:id app:   # trailing comment', { source: '/by/:id', destination: 'app:', status: 302 }],
    ['/x https://up.example/x 200', { source: '/x', destination: 'https://up.example/x', status: 200 }],
  ])('parses %j', (line, rule) => {
    const { rules, problems } = parseRedirects(F, line);
    expect(problems).toEqual([]);
    expect(rules).toEqual([{ file: F, line: 1, ...rule }]);
  });

  it('skips comments and blank lines and keeps line numbers', () => {
    const { rules } = parseRedirects(F, '# comment\n\n  /a /b\n');
    expect(rules[0]).toMatchObject({ line: 3, source: '/a' });
  });

  it.each([
    ['/a', 'expected "source destination [status]"'],
    ['/a /b 301 extra', 'expected "source destination [status]"'],
    ['a /b', 'source: a source must start with /'],
    ['/a/*/b /c', 'source: a * may only end a source'],
    ['/a?x=1 /b', 'source: a source cannot hold a query string'],
    ['/a //evil.example', 'destination:'],
    ['/a /\\evil.example', 'destination:'],
    ['/a http://insecure.example/', 'destination:'],
    ['/a javascript:alert(1)', 'destination:'],
    ['/a /b 404', 'status: status must be one of'],
    ['/a /b 200', 'status 200 (proxied rewrite) needs an absolute https://'],
    ['/a app: 301', 'an app: handoff takes no status'],
  ])('reports %j with line and fix', (line, message) => {
    const { rules, problems } = parseRedirects(F, `# header\n${line}`);
    expect(rules).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: F, line: 2 });
    expect(problems[0]!.message).toContain(message);
    expect(problems[0]!.fix.length).toBeGreaterThan(5);
  });
});
