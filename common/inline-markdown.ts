/**
 * The markdown a menu entry may carry: one line of text with **bold**, *italic* (or _italic_) and
 * [links](/path). Anything else (raw HTML, images, code, headings) is refused with a message, so
 * an editor learns at build time instead of seeing it printed literally. The result is a tree the
 * renderer turns into React elements; no string of HTML is ever built, so nothing can be injected.
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

export type InlineMarkdown = { ok: true; nodes: InlineNode[] } | { ok: false; error: string };

/** Characters a backslash makes literal. */
const ESCAPABLE = '\\*_[]()';
const HREF = /^(?:https:\/\/[^\s()<>"'`\\]+|\/(?!\/)[^\s()<>"'`\\]*)$/;
const REFUSED: readonly [RegExp, string][] = [
  [/[<>]/, 'raw HTML is not allowed'],
  [/`/, 'code is not supported'],
  [/!\[/, 'images are not supported'],
  [/[\r\n]/, 'must be a single line'],
  [/^\s*#/, 'headings are not supported'],
];
const ALLOWED = 'use only **bold**, *italic* and [text](/path or https:// URL)';

class MarkdownError extends Error {}

/** A link target the renderer may use: a site path (not `//host`) or an https:// URL. */
export function isSafeHref(href: string): boolean {
  return HREF.test(href) && (!href.startsWith('https://') || URL.canParse(href));
}

/**
 * Parses the menu markdown subset, or says what is wrong with it.
 *
 * @example
 * parseInlineMarkdown('**New:** [Hybrid events](/solutions/hybrid-events)')
 * // { ok: true, nodes: [{ kind: 'strong', … }, { kind: 'text', text: ' ' }, { kind: 'link', … }] }
 */
export function parseInlineMarkdown(source: string): InlineMarkdown {
  for (const [pattern, reason] of REFUSED) {
    if (pattern.test(source)) return { ok: false, error: `${reason}; ${ALLOWED}` };
  }
  let at = 0;

  function sequence(close: '**' | '*' | '_' | ']' | null, inLink: boolean): InlineNode[] {
    const nodes: InlineNode[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    const group = (kind: 'strong' | 'em', delimiter: '**' | '*' | '_') => {
      flush();
      at += delimiter.length;
      const children = sequence(delimiter, inLink);
      if (!children.length) throw new MarkdownError(`empty ${delimiter}${delimiter}`);
      nodes.push({ kind, children });
    };
    while (at < source.length) {
      const ch = source[at]!;
      if (close && source.startsWith(close, at) && !(close === '*' && source.startsWith('**', at))) {
        at += close.length;
        flush();
        return nodes;
      }
      if (ch === '\\' && ESCAPABLE.includes(source[at + 1] ?? '')) {
        text += source[at + 1];
        at += 2;
      } else if (source.startsWith('**', at)) {
        group('strong', '**');
      } else if (ch === '*' || (ch === '_' && !/\w/.test(source[at - 1] ?? ''))) {
        group('em', ch);
      } else if (ch === '[') {
        if (inLink) throw new MarkdownError('a link cannot contain another link');
        flush();
        at += 1;
        const children = sequence(']', true);
        if (!children.length) throw new MarkdownError('a link needs text: [text](/path)');
        if (source[at] !== '(') throw new MarkdownError('"[text]" must be followed by its target: [text](/path)');
        const end = source.indexOf(')', at);
        if (end < 0) throw new MarkdownError('unclosed "(" after a link text');
        const href = source.slice(at + 1, end);
        if (!isSafeHref(href))
          throw new MarkdownError(`link target "${href}" must be a site path such as /pricing or an https:// URL`);
        at = end + 1;
        nodes.push({ kind: 'link', href, children });
      } else {
        text += ch;
        at += 1;
      }
    }
    if (close) throw new MarkdownError(`unclosed "${close === ']' ? '[' : close}"`);
    flush();
    return nodes;
  }

  try {
    return { ok: true, nodes: sequence(null, false) };
  } catch (error) {
    if (error instanceof MarkdownError) return { ok: false, error: `${error.message}; ${ALLOWED}` };
    throw error;
  }
}

/** Whether the parsed markdown has a link of its own (then the entry must not wrap it in another). */
export function hasLink(nodes: readonly InlineNode[]): boolean {
  return nodes.some((n) => n.kind === 'link' || (n.kind !== 'text' && hasLink(n.children)));
}
