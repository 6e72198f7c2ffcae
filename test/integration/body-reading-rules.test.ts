/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * One way to read a request body (worker/http/read-body.ts), and no body cancelled.
 * Cancelling an unread request body broke the keep-alive connection's next request on `wrangler
 * dev` (a 500 or a hang, then the dev server exited), so these rules hold over the worker's sources:
 * - `.cancel(` only on the body of a response we fetched or rendered (`res`, `response`,
 *   `result`, `rendered.response`), never on a request body or a reader;
 * - no handler reads a request body itself (`c.req.json()`, `request.text()`, …): read-body.ts
 *   does, with its byte limit, deadline and drain.
 */
const SOURCES = import.meta.glob(['/worker/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!/worker/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Receivers whose `.cancel()` is allowed: bodies of responses, which are ours to drop. */
const RESPONSE_BODY = /^(res|response|result|rendered\.response)\.body\??$/;

/** `file:line: text` of every match of `pattern` in the sources that `allowed` does not accept. */
function offenders(pattern: RegExp, allowed: (match: RegExpExecArray) => boolean): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(SOURCES)) {
    text.split('\n').forEach((line, i) => {
      for (const match of line.matchAll(new RegExp(pattern, 'g')))
        if (!allowed(match as RegExpExecArray)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('request bodies', () => {
  it('sources are there to check', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(SOURCES['/worker/http/read-body.ts']).toContain('export async function readBody');
  });

  it('no handler cancels a request body or a reader (read-body.ts drains them)', () => {
    expect(offenders(/([\w.?]+)\.cancel\(/, (m) => RESPONSE_BODY.test(m[1]!))).toEqual([]);
  });

  it('no handler reads a request body itself: worker/http/read-body.ts is the one way', () => {
    expect(
      offenders(
        /\b(c\.req|req|request|c\.req\.raw|rc\.request)\.(json|text|formData|arrayBuffer|blob|parseBody)\(/,
        () => false,
      ),
    ).toEqual([]);
    expect(offenders(/\b(c\.req\.raw|request|req)\.body\??\.getReader\(/, () => false)).toEqual([]);
  });
});
