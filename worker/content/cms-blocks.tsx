import { Fragment, type ReactNode } from 'react';
import { z } from 'zod';
import { buildHref, type LinkContext } from '../../common/links.ts';
import { useVideoLinks } from '../../common/video-links.tsx';
import { linkShown, type ProseTenant } from '../ui/prose.tsx';
import { linkTarget } from './content-schema.ts';

/**
 * Rich text as the CMS sends it (Strapi "blocks"): structured JSON, rendered by React, so every
 * character is escaped and no HTML from the CMS reaches the page. The subset the site's copy
 * uses; anything else (images, raw code, `#` titles) fails validation and the embedded copy shows.
 */
const TextNode = z.strictObject({
  type: z.literal('text'),
  text: z.string().max(5000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});
const LinkNode = z.strictObject({ type: z.literal('link'), url: linkTarget, children: z.array(TextNode).min(1) });
const Inline = z.discriminatedUnion('type', [TextNode, LinkNode]);
const inlines = z.array(Inline).max(200);

export const BlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), children: inlines }),
  z.strictObject({ type: z.literal('heading'), level: z.number().int().min(2, 'level 1 is the page title').max(4), children: inlines }),
  z.strictObject({ type: z.literal('list'), format: z.enum(['ordered', 'unordered']), children: z.array(z.strictObject({ type: z.literal('list-item'), children: inlines })).max(100) }),
  z.strictObject({ type: z.literal('quote'), children: inlines }),
]);
export const BlocksSchema = z.array(BlockSchema).max(300);
export type Block = z.output<typeof BlockSchema>;
type InlineNode = z.output<typeof Inline>;

/** Every link target in blocks, for the same link rules as Markdown copy and menus. */
export function blockLinks(blocks: readonly Block[]): string[] {
  const fromInlines = (nodes: readonly InlineNode[]) => nodes.flatMap((n) => (n.type === 'link' ? [n.url] : []));
  return blocks.flatMap((b) => (b.type === 'list' ? b.children.flatMap((i) => fromInlines(i.children)) : fromInlines(b.children)));
}

function Text({ node }: { node: z.output<typeof TextNode> }) {
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return <>{out}</>;
}

/** Links resolve for the page's tenant: a link to a page its flags switch off is shown as text. */
type BlocksContext = LinkContext & { resolved?: { tenant: ProseTenant } };

function Inlines({ nodes, ctx }: { nodes: readonly InlineNode[]; ctx: BlocksContext }) {
  return (
    <>
      {nodes.map((n, i) => (n.type === 'link' && linkShown(ctx.resolved?.tenant, n.url)
        ? <a key={i} href={buildHref(n.url, ctx)}>{n.children.map((t, j) => <Text key={j} node={t} />)}</a>
        : n.type === 'link' ? <Fragment key={i}>{n.children.map((t, j) => <Text key={j} node={t} />)}</Fragment> : <Text key={i} node={n} />))}
    </>
  );
}

/** CMS rich text as React elements (inside the same prose styles as Markdown copy). */
export function Blocks({ blocks, ctx }: { blocks: readonly Block[]; ctx: BlocksContext }) {
  useVideoLinks(blockLinks(blocks));
  return (
    <>
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'paragraph':
            return <p key={i}><Inlines nodes={b.children} ctx={ctx} /></p>;
          case 'heading': {
            const Tag = `h${b.level}` as 'h2';
            return <Tag key={i}><Inlines nodes={b.children} ctx={ctx} /></Tag>;
          }
          case 'list': {
            const Tag = b.format === 'ordered' ? 'ol' : 'ul';
            return <Tag key={i}>{b.children.map((item, j) => <li key={j}><Inlines nodes={item.children} ctx={ctx} /></li>)}</Tag>;
          }
          case 'quote':
            return <blockquote key={i}><p><Inlines nodes={b.children} ctx={ctx} /></p></blockquote>;
          default:
            return <Fragment key={i} />;
        }
      })}
    </>
  );
}
