import { Fragment, type ReactNode } from 'react';
import { buildHref, type LinkContext } from '../../common/links.ts';
import { useVideoLinks } from '../../common/video-links.tsx';
import { blockLinks, type Block, type InlineNode, type TextNode } from '../content/cms/cms-blocks.ts';
import { CmsPicture } from './cms-picture.tsx';
import { linkShown, type ProseTenant } from './prose.tsx';

/* CMS rich text rendered by React: every character escaped, no HTML from the CMS reaches the page (schema: content/cms/cms-blocks.ts). */

function Text({ node }: { node: TextNode }) {
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
      {nodes.map((n, i) =>
        n.type === 'link' && linkShown(ctx.resolved?.tenant, n.url) ? (
          <a key={i} href={buildHref(n.url, ctx)}>
            {n.children.map((t, j) => (
              <Text key={j} node={t} />
            ))}
          </a>
        ) : n.type === 'link' ? (
          <Fragment key={i}>
            {n.children.map((t, j) => (
              <Text key={j} node={t} />
            ))}
          </Fragment>
        ) : (
          <Text key={i} node={n} />
        ),
      )}
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
            return (
              <p key={i}>
                <Inlines nodes={b.children} ctx={ctx} />
              </p>
            );
          case 'heading': {
            const Tag = `h${b.level}` as 'h2';
            return (
              <Tag key={i}>
                <Inlines nodes={b.children} ctx={ctx} />
              </Tag>
            );
          }
          case 'list': {
            const Tag = b.format === 'ordered' ? 'ol' : 'ul';
            return (
              <Tag key={i}>
                {b.children.map((item, j) => (
                  <li key={j}>
                    <Inlines nodes={item.children} ctx={ctx} />
                  </li>
                ))}
              </Tag>
            );
          }
          case 'quote':
            return (
              <blockquote key={i}>
                <p>
                  <Inlines nodes={b.children} ctx={ctx} />
                </p>
              </blockquote>
            );
          case 'image':
            return <CmsPicture key={i} file={b.image} />;
          default:
            return <Fragment key={i} />;
        }
      })}
    </>
  );
}
