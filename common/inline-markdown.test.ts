import { describe, expect, it } from 'vitest';
import { hasLink, isSafeHref, parseInlineMarkdown } from './inline-markdown.ts';

describe('parseInlineMarkdown', () => {
  it('parses bold, italic and links into a tree', () => {
    expect(parseInlineMarkdown('**New:** [Hybrid *events*](/solutions/hybrid-events) _now_')).toEqual({
      ok: true,
      nodes: [
        { kind: 'strong', children: [{ kind: 'text', text: 'New:' }] },
        { kind: 'text', text: ' ' },
        {
          kind: 'link',
          href: '/solutions/hybrid-events',
          children: [
            { kind: 'text', text: 'Hybrid ' },
            { kind: 'em', children: [{ kind: 'text', text: 'events' }] },
          ],
        },
        { kind: 'text', text: ' ' },
        { kind: 'em', children: [{ kind: 'text', text: 'now' }] },
      ],
    });
  });

  it('keeps escaped and intra-word characters as text', () => {
    expect(parseInlineMarkdown('5 \\* 3 snake_case (beta)')).toEqual({
      ok: true,
      nodes: [{ kind: 'text', text: '5 * 3 snake_case (beta)' }],
    });
  });

  it.each([
    ['<b>New</b>', 'raw HTML is not allowed'],
    ['<img src=x onerror=alert(1)>', 'raw HTML is not allowed'],
    ['![logo](/logo.svg)', 'images are not supported'],
    ['`code`', 'code is not supported'],
    ['# Heading', 'headings are not supported'],
    ['two\nlines', 'single line'],
    ['[x](javascript:alert(1))', 'link target "javascript:alert(1" must be a site path'],
    ['[x](//evil.example/)', 'must be a site path'],
    ['[x](http://plain.example/)', 'must be a site path'],
    ['**open', 'unclosed "**"'],
    ['[open', 'unclosed "["'],
    ['[text] alone', 'must be followed by its target'],
    ['[a [b](/x)](/y)', 'a link cannot contain another link'],
    ['****', 'empty'],
  ])('refuses %j: %s', (source, message) => {
    const result = parseInlineMarkdown(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(message);
      expect(result.error).toContain('use only **bold**, *italic* and [text]');
    }
  });

  it('tells whether the markdown carries its own link', () => {
    const linked = parseInlineMarkdown('**[x](/a)**');
    const plain = parseInlineMarkdown('**x**');
    expect(linked.ok && hasLink(linked.nodes)).toBe(true);
    expect(plain.ok && hasLink(plain.nodes)).toBe(false);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['/pricing', true],
    ['/contact?topic=demo', true],
    ['https://support.example/a', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['https://', false],
    ['/a b', false],
  ])('%s → %s', (href, safe) => expect(isSafeHref(href)).toBe(safe));
});
