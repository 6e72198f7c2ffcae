import type { ReactNode } from 'react';
import { hasLink, parseInlineMarkdown, type InlineNode } from '../inline-markdown.ts';
import { MenuLink } from './menu-link.tsx';

function render(nodes: readonly InlineNode[], search: string): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return node.text;
    if (node.kind === 'strong') return <strong key={i}>{render(node.children, search)}</strong>;
    if (node.kind === 'em') return <em key={i}>{render(node.children, search)}</em>;
    return (
      <MenuLink key={i} path={node.href} search={search}>
        {render(node.children, search)}
      </MenuLink>
    );
  });
}

/**
 * A menu entry's markdown as React elements (text is escaped by React; no HTML string is built),
 * and whether it carries links of its own, in which case it must not be wrapped in the entry's link.
 * Markdown that does not parse (the build refuses it, so only hand-made data) gives null.
 */
export function renderMenuMarkdown(markdown: string, search: string): { content: ReactNode[]; linked: boolean } | null {
  const parsed = parseInlineMarkdown(markdown);
  if (!parsed.ok) return null;
  return { content: render(parsed.nodes, search), linked: hasLink(parsed.nodes) };
}
