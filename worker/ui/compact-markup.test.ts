import { describe, expect, it } from 'vitest';
import { compactMarkup } from './compact-markup.ts';

describe('compactMarkup', () => {
  it('closes empty SVG elements themselves and drops the text-node separators', () => {
    expect(
      compactMarkup('<svg><rect x="1" fill="var(--a)"></rect><path d="M0 0"></path><text>Day <!-- -->12</text></svg>'),
    ).toBe('<svg><rect x="1" fill="var(--a)"/><path d="M0 0"/><text>Day 12</text></svg>');
  });

  it('leaves elements with content, and HTML elements, as they are', () => {
    const html = '<div></div><g><title>T</title></g><path d="M0 0"><title>Road</title></path>';
    expect(compactMarkup(html)).toBe(html);
  });

  it('builds the same elements in the browser as the long form (the HTML parser in SVG)', async () => {
    // Parsed by workerd's HTMLRewriter (lol-html), the same tokenizer rules: same element sequence.
    const names = async (html: string) => {
      const seen: string[] = [];
      await new HTMLRewriter()
        .on('*', { element: (e) => void seen.push(e.tagName) })
        .transform(new Response(html))
        .text();
      return seen;
    };
    const long = '<svg><rect x="1"></rect><circle r="2"></circle><text>a</text></svg>';
    expect(await names(compactMarkup(long))).toEqual(await names(long));
  });
});
