import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { pseudoHtml, pseudoMessage, pseudoText } from './pseudo-text.ts';

/** A word of three or more plain ASCII letters: what the pseudo-locale walk calls an escaped string. */
const PLAIN_WORD = /\b[A-Za-z]{3,}\b/;

describe('pseudoText', () => {
  it('accents every letter, brackets the string and makes a paragraph about 40 % longer', () => {
    const english =
      'Run step, time, distance and wellbeing challenges for your whole organisation; you watch the leaderboard move.';
    const pseudo = pseudoText(english, 'en-XA');
    expect(pseudo).toMatch(/^\[.*\]$/);
    expect(pseudo).not.toMatch(PLAIN_WORD);
    expect(pseudo.length / english.length).toBeGreaterThan(1.3);
    expect(pseudo.length / english.length).toBeLessThan(1.5);
  });

  it('keeps placeholders, link targets, URLs, e-mail addresses and numbers byte-equal', () => {
    const pseudo = pseudoText(
      'See [prices](/pricing?plan=pro) for {{name}} and {plan}: https://x.example/a, sales@x.example, 12.5 km',
      'en-XA',
    );
    for (const kept of ['](/pricing?plan=pro)', '{{name}}', '{plan}', 'https://x.example/a', 'sales@x.example', '12.5'])
      expect(pseudo).toContain(kept);
  });

  it('mirrors ar-XB: each word is overridden right to left, the string marked right to left', () => {
    const pseudo = pseudoText('Plan your group', 'ar-XB');
    expect(pseudo.startsWith('\u200f[')).toBe(true);
    expect(pseudo.match(/\u202e[^\u202c]+\u202c/g)).toHaveLength(3);
    expect(pseudo).not.toMatch(PLAIN_WORD);
  });
});

describe('pseudoHtml', () => {
  it('changes the text between tags, never tags, attributes, entities or code', () => {
    const html = pseudoHtml(
      '<p>Read <a href="/guide" title="x">our guide</a> &amp; <code>npm run</code> now</p>',
      'en-XA',
    );
    expect(html).toContain('<a href="/guide" title="x">');
    expect(html).toContain('&amp;');
    expect(html).toContain('<code>npm run</code>');
    expect(html.replace(/<code>.*<\/code>|<[^>]*>|&amp;/g, '')).not.toMatch(PLAIN_WORD);
  });
});

describe('pseudoMessage', () => {
  it('changes only literal text: the message compiles with the same arguments and plural forms', () => {
    const source = '{count, plural, one {# day} other {# days}} left for {tenant}';
    const pseudo = pseudoMessage(source, 'en-XA');
    const format = new MessageFormat('en').compile(pseudo);
    expect(format({ count: 1, tenant: 'TeamTrek' })).toBe('[1 ðååýý ļééƒţ ƒôôŕ TeamTrek]');
    expect(format({ count: 3, tenant: 'TeamTrek' })).toBe('[3 ðååýýš ļééƒţ ƒôôŕ TeamTrek]');
  });

  it('leaves apostrophes as ICU reads them', () => {
    const pseudo = pseudoMessage("It's {tenant}'s home", 'en-XA');
    expect(new MessageFormat('en').compile(pseudo)({ tenant: 'X' })).toBe("[ÎÎţ'š X'š ĥôôɱéé]");
  });
});
