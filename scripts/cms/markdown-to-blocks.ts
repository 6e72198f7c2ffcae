import { Marked, type Token, type Tokens } from 'marked';

// Build-time only (the CMS seed): the repository's Markdown copy as Strapi "blocks", the rich-text
// JSON the site renders element by element (worker/content/cms/cms-blocks.ts). Only the subset the
// site accepts is produced; anything else is an error naming it, so a seed never stores a page the
// site would then refuse.

type Marks = { bold?: true; italic?: true; strikethrough?: true; code?: true };
type Text = { type: 'text'; text: string } & Marks;
type Inline = Text | { type: 'link'; url: string; children: Text[] };
export type SeedBlock =
  | { type: 'paragraph' | 'quote'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: { type: 'list-item'; children: Inline[] }[] };

const markdown = new Marked({ gfm: true });

function inlines(tokens: readonly Token[] = [], marks: Marks = {}): Inline[] {
  return tokens.flatMap((token): Inline[] => {
    switch (token.type) {
      case 'text':
      case 'escape':
        return 'tokens' in token && token.tokens?.length
          ? inlines(token.tokens, marks)
          : [{ type: 'text', text: token.text as string, ...marks }];
      case 'strong':
        return inlines((token as Tokens.Strong).tokens, { ...marks, bold: true });
      case 'em':
        return inlines((token as Tokens.Em).tokens, { ...marks, italic: true });
      case 'del':
        return inlines((token as Tokens.Del).tokens, { ...marks, strikethrough: true });
      case 'codespan':
        return [{ type: 'text', text: (token as Tokens.Codespan).text, ...marks, code: true }];
      case 'br':
        return [{ type: 'text', text: '\n', ...marks }];
      case 'link': {
        const link = token as Tokens.Link;
        const children = inlines(link.tokens, marks).flatMap((c) => (c.type === 'text' ? [c] : c.children));
        return [{ type: 'link', url: link.href, children }];
      }
      default:
        throw new Error(`"${token.raw.trim().slice(0, 40)}" (${token.type}) has no rich-text block`);
    }
  });
}

/**
 * Markdown → Strapi blocks: `##`–`####` headings, paragraphs, lists (one level), quotes, bold,
 * italic, strikethrough, inline code and links.
 *
 * @example
 * markdownToBlocks('## Why\n\nA [demo](/contact).')
 * // [{ type: 'heading', level: 2, children: [{ type: 'text', text: 'Why' }] },
 * //  { type: 'paragraph', children: [{ type: 'text', text: 'A ' }, { type: 'link', url: '/contact', … }, …] }]
 */
export function markdownToBlocks(text: string): SeedBlock[] {
  return markdown.lexer(text).flatMap((token): SeedBlock[] => {
    switch (token.type) {
      case 'space':
        return [];
      case 'heading':
        return [{ type: 'heading', level: (token as Tokens.Heading).depth, children: inlines(token.tokens) }];
      case 'paragraph':
        return [{ type: 'paragraph', children: inlines(token.tokens) }];
      case 'blockquote':
        return [
          {
            type: 'quote',
            children: (token as Tokens.Blockquote).tokens.flatMap((t) =>
              t.type === 'space' ? [] : inlines('tokens' in t ? t.tokens : [t]),
            ),
          },
        ];
      case 'list': {
        const list = token as Tokens.List;
        return [
          {
            type: 'list',
            format: list.ordered ? 'ordered' : 'unordered',
            children: list.items.map((item) => ({
              type: 'list-item',
              children: item.tokens.flatMap((t) => (t.type === 'space' ? [] : inlines('tokens' in t ? t.tokens : [t]))),
            })),
          },
        ];
      }
      case 'table': {
        // Blocks have no table: each row becomes a list item, its cells joined by " — ".
        const table = token as Tokens.Table;
        return [
          {
            type: 'list',
            format: 'unordered',
            children: table.rows.map((row) => ({
              type: 'list-item',
              children: row.flatMap((cell, i) => [
                ...(i ? [{ type: 'text' as const, text: ' — ' }] : []),
                ...inlines(cell.tokens, i ? {} : { bold: true }),
              ]),
            })),
          },
        ];
      }
      default:
        throw new Error(`"${token.raw.trim().slice(0, 40)}" (${token.type}) has no rich-text block`);
    }
  });
}
