import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { perPluralCase } from './one-plural.ts';

/** Content as it is, `#` and arguments as slots: enough to see which tokens each case gets. */
const text = (tokens: Token[], plural?: string) =>
  tokens.every((t) => t.type === 'content' || t.type === 'argument' || t.type === 'octothorpe')
    ? tokens
        .map((t) => (t.type === 'content' ? t.value : t.type === 'argument' ? `{${t.arg}}` : `{#${plural}}`))
        .join('')
    : null;

describe('perPluralCase', () => {
  it('gives a message without a plural as one text', () => {
    expect(perPluralCase(parse('Hello {name}'), text)).toBe('Hello {name}');
  });
  it('gives one text per case, the rest of the message around each', () => {
    expect(perPluralCase(parse('{team}: {n, plural, one {# day} other {# days}} left'), text)).toEqual({
      plural: 'n',
      one: '{team}: {#n} day left',
      other: '{team}: {#n} days left',
    });
  });
  it('refuses two plurals, an ordinal, an offset, and a case its text function refuses', () => {
    expect(perPluralCase(parse('{a, plural, other {#}} {b, plural, other {#}}'), text)).toBeNull();
    expect(perPluralCase(parse('{n, selectordinal, one {#st} other {#th}}'), text)).toBeNull();
    expect(perPluralCase(parse('{n, plural, offset:1 other {#}}'), text)).toBeNull();
    expect(perPluralCase(parse('{n, plural, one {{g, select, x {a} other {b}}} other {#}}'), text)).toBeNull();
  });
});
