import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { stableHash } from './illustrations/hash.ts';
import { compactMarkup } from './compact-markup.ts';
import type { PageContext } from '../page-context.ts';

/**
 * Markup rendered once per isolate and key, for parts that do not change per request: the product
 * illustrations (hundreds of SVG elements each) depend on the tenant, the theme, the locale and the
 * content version, never on the visitor. Before a page renders, its module names them
 * (`illustrations` in worker/pages/page-module.ts) and `renderOnce` renders the missing ones with
 * React's streaming renderer; in the page, `RenderedOnce` puts the stored string in its wrapper,
 * so the render walks only what varies.
 *
 * - Styles: illustrations take goober classes declared at module scope, which the build writes
 *   into the one stylesheet every page links (common/styles.ts); the markup needs nothing more.
 * - Ids: each key renders with its own `identifierPrefix`, so `useId` ids (SVG masks) stay unique
 *   on a page that holds several stored parts, and equal on every request.
 * - A part its module did not name still renders, inline as before (never missing, only slower).
 */
export interface OnceMarkup {
  /** Everything the markup depends on (`illustrationKey`). */
  key: string;
  render: () => ReactElement | null;
  /** The same markup rendered at build, when the build has it (worker/home/home-illustrations.tsx). */
  prebuilt?: () => string | undefined;
}

/** An isolate holds 8 tenants × 2 themes × a few locales × a page's parts; more means junk keys. */
const MAX_ENTRIES = 512;
const stored = new Map<string, string>();

/** The locales segment of a part's key: the formatting locale, and the page's when it differs. */
const localesOf = (ctx: Pick<PageContext, 'locale' | 'pageLocale'>): string =>
  ctx.locale === ctx.pageLocale ? ctx.locale : `${ctx.locale}/${ctx.pageLocale}`;

/**
 * The key of an illustration: its name and what it may depend on. The words of the pictures follow
 * the page's language (`pageLocale`, content/home.<locale>.json), the numbers the formatting locale
 * (`locale`, the tenant's own on English pages): both are in the key, once when they are the same.
 *
 * @example
 * illustrationKey(ctx, 'home-hero:leaderboard') // 'home-hero:leaderboard|cofi|highcontrast|en|0'
 */
export function illustrationKey(
  ctx: Pick<PageContext, 'resolved' | 'themeMode' | 'locale' | 'pageLocale' | 'contentVersion'>,
  name: string,
): string {
  return [name, ctx.resolved.id, ctx.themeMode, localesOf(ctx), ctx.contentVersion ?? 0].join('|');
}

/**
 * What a part's markup depends on, read from its key (`illustrationKey`): the name, the tenant and
 * the locales, not the theme nor the content version. The build's copy of a picture is stored
 * under it (worker/home/prebuilt-illustrations.ts), and the part's `useId` ids are made from it, so
 * that copy has the ids a render here gives.
 */
export function markupIdentity(key: string): string {
  const [name, tenant, , locales] = key.split('|');
  return [name, tenant, locales].join('|');
}

/** The `useId` prefix of a part: from its markup identity. */
export const idPrefixOf = (key: string): string => `o${stableHash(markupIdentity(key)).toString(36)}`;

/** A part's markup, rendered with React's streaming renderer (here, and at build: compiler/steps/render-home-illustrations.ts). */
export async function markupOf(element: ReactElement, key: string): Promise<string> {
  const stream = await renderToReadableStream(element, { identifierPrefix: idPrefixOf(key) });
  await stream.allReady;
  return compactMarkup(await new Response(stream).text());
}

/**
 * Stores the parts not stored yet: the build's copy when it has one (`prebuilt`), else rendered
 * here (in parallel); afterwards `RenderedOnce` finds each.
 */
export async function renderOnce(parts: readonly OnceMarkup[]): Promise<void> {
  const missing = parts.filter((p) => !stored.has(p.key));
  if (missing.length === 0) return;
  const rendered = await Promise.all(
    missing.map(async (p) => {
      const built = p.prebuilt?.();
      if (built !== undefined) return [p.key, built] as const;
      const element = p.render();
      return [p.key, element ? await markupOf(element, p.key) : ''] as const;
    }),
  );
  if (stored.size + rendered.length > MAX_ENTRIES) stored.clear();
  for (const [key, html] of rendered) stored.set(key, html);
}

/** The stored markup of a key (tests, and the architecture's numbers). */
export const storedMarkup = (key: string): string | undefined => stored.get(key);

/** Forgets every stored part: a test's fresh isolate. */
export function forgetRenderedOnce(): void {
  stored.clear();
}

/**
 * A wrapper `<div>` holding a part rendered once: its stored markup, or (not stored) the part
 * rendered inline. Holds no hooks, so nothing of the page's own render state depends on it.
 */
export function RenderedOnce({
  part,
  ...attributes
}: { part: OnceMarkup; className?: string } & { [data: `data-${string}`]: string | undefined }) {
  const html = stored.get(part.key);
  if (html === undefined) return <div {...attributes}>{part.render()}</div>;
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
