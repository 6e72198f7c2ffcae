import * as z from '../../../common/zod-mini.ts';
import { linkTarget } from '../content-schema.ts';
import { mediaPath } from './landing-paths.ts';

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
/**
 * Rich text as the CMS sends it (Strapi "blocks"): structured JSON, rendered by React, so every
 * character is escaped and no HTML from the CMS reaches the page. The subset the site's copy
 * uses, and pictures from its media library; anything else (raw code, `#` titles) fails validation
 * and the embedded copy shows.
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
/**
 * A picture of the CMS's media library, as a Picture field or Strapi's image block keeps it (the
 * block keeps the file's fields at the time it was inserted; the others are dropped): shown from
 * the site's own origin (landing-paths.ts), with its alternative text, which the site requires.
 */
export const PictureFile = /* @__PURE__ */ z.lazy(() =>
  z.object({
    url: z
      .string()
      .check(
        z.refine((url) => mediaPath(url) !== undefined, 'a PNG, JPEG, WebP, GIF or AVIF picture of the media library'),
      ),
    alternativeText: z.string().check(z.refine((text) => text.trim() !== '', 'the picture needs its alternative text')),
    // The page reserves the picture's place before it loads: Strapi measures every raster upload.
    width: z.number().check(z.int(), z.positive('the picture has no size recorded')),
    height: z.number().check(z.int(), z.positive('the picture has no size recorded')),
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
    z.strictObject({ type: z.literal('image'), image: PictureFile, children: z.array(TextNode) }),
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
export type Picture = z.output<typeof PictureFile>;
