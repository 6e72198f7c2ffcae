import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld-text.ts';

describe('jsonLdText', () => {
  it.each([
    ['</script><script>alert(1)</script>', '</script'],
    ['<!-- a comment opener', '<!--'],
    ['line\u2028separator', '\u2028'],
    ['paragraph\u2029separator', '\u2029'],
    ['Tom & Jerry > Spike', '&'],
  ])('escapes %j so it cannot end or bend the script element', (hostile, raw) => {
    const text = jsonLdText({ headline: hostile });
    expect(text).not.toContain(raw);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ headline: hostile });
  });

  it('is compact JSON', () => {
    expect(jsonLdText({ '@type': 'Thing', name: 'a' })).toBe('{"@type":"Thing","name":"a"}');
  });
});
