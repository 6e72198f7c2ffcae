import * as z from '../../../common/zod-mini.ts';
import { linkTarget } from '../content-schema.ts';

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
/**
 * Rich text as the CMS sends it (Strapi "blocks"): structured JSON, rendered by React, so every
 * character is escaped and no HTML from the CMS reaches the page. The subset the site's copy
 * uses; anything else (images, raw code, `#` titles) fails validation and the embedded copy shows.
 */
const TextNode = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    type: z.literal('text'),
    text: z.string().check(z.maxLength(5000)),
    bold: z.optional(z.boolean()),
    italic: z.optional(z.boolean()),
    underline: z.optional(z.boolean()),
    strikethrough: z.optional(z.boolean()),
    code: z.optional(z.boolean()),
  }),
);
const LinkNode = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    type: z.literal('link'),
    url: linkTarget,
    children: z.array(TextNode).check(z.minLength(1)),
  }),
);
const Inline = /* @__PURE__ */ z.lazy(() => z.discriminatedUnion('type', [TextNode, LinkNode]));
const inlines = /* @__PURE__ */ z.lazy(() => z.array(Inline).check(z.maxLength(200)));

export const BlockSchema = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('paragraph'), children: inlines }),
    z.strictObject({
      type: z.literal('heading'),
      level: z.number().check(z.int(), z.gte(2, 'level 1 is the page title'), z.lte(4)),
      children: inlines,
    }),
    z.strictObject({
      type: z.literal('list'),
      format: z.enum(['ordered', 'unordered']),
      children: z.array(z.strictObject({ type: z.literal('list-item'), children: inlines })).check(z.maxLength(100)),
    }),
    z.strictObject({ type: z.literal('quote'), children: inlines }),
  ]),
);
export const BlocksSchema = /* @__PURE__ */ z.lazy(() => z.array(BlockSchema).check(z.maxLength(300)));
export type Block = z.output<typeof BlockSchema>;
export type InlineNode = z.output<typeof Inline>;
export type TextNode = z.output<typeof TextNode>;

/** Every link target in blocks, for the same link rules as Markdown copy and menus. */
export function blockLinks(blocks: readonly Block[]): string[] {
  const fromInlines = (nodes: readonly InlineNode[]) => nodes.flatMap((n) => (n.type === 'link' ? [n.url] : []));
  return blocks.flatMap((b) =>
    b.type === 'list' ? b.children.flatMap((i) => fromInlines(i.children)) : fromInlines(b.children),
  );
}
