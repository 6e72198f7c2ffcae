import { BadgeCheck, KeyRound, Receipt, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CompiledPage } from '../../content/compiled-page.ts';
import type { PageContext } from '../../page-context.ts';
import { CallsToAction, personaliseHtml, Prose } from '../../ui/prose.tsx';
import { IconCards } from './icon-cards.tsx';
import { closingColumns, trustSection } from './trust-styles.ts';

type PageSection = { attributes: string; heading: string; body: string };

const tenant = (ctx: PageContext) => ctx.resolved.tenant;

/** A page's Markdown cut at its `<h2>`s: each heading's attributes and words, then what follows it. */
export function sectionsOf(html: string): PageSection[] {
  const parts = html.split(/(<h2\b[^>]*>[\s\S]*?<\/h2>)/);
  const sections: PageSection[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const [, attributes = '', heading = ''] = /^<h2\b([^>]*)>([\s\S]*?)<\/h2>$/.exec(parts[i]!) ?? [];
    sections.push({ attributes, heading, body: parts[i + 1] ?? '' });
  }
  // Words before the first heading open the first section.
  if (sections[0] && parts[0]!.trim()) sections[0].body = parts[0]! + sections[0].body;
  return sections;
}

/**
 * The page's own words on a spec sheet: its first headed section frames the page (why a reviewer
 * reads on), so it opens the sheet under the hero; the others close it. A page of one section
 * only closes it, holding the page's action.
 */
export function pageWordsOf(html: string): { intro?: PageSection; closing: PageSection[] } {
  const sections = sectionsOf(html);
  return sections.length > 1 ? { intro: sections[0], closing: sections.slice(1) } : { closing: sections };
}

/** What a point of a list offers, by the page its first link opens: signing in, a price; else a feature. */
const POINT_KINDS: readonly (readonly [kind: string, path: RegExp, icon: LucideIcon])[] = [
  ['sign-in', /single-sign-on/, KeyRound],
  ['price', /^\/pricing\b/, Receipt],
];

/** A section's body when it is one flat list: its points' HTML; otherwise null (kept as prose). */
export function listPointsOf(body: string): string[] | null {
  const list = /^\s*<ul>([\s\S]*)<\/ul>\s*$/.exec(body);
  if (!list || /<[uo]l\b/.test(list[1]!)) return null;
  return [...list[1]!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
}

function kindOf(point: string): { kind: string; icon: LucideIcon } {
  const href = /href="([^"]+)"/.exec(point)?.[1] ?? '';
  const [kind, , icon] = POINT_KINDS.find(([, path]) => path.test(href)) ?? ['feature', null, BadgeCheck];
  return { kind, icon };
}

function SectionWords({ body, ctx }: { body: string; ctx: PageContext }) {
  const points = listPointsOf(body);
  if (!points) return <Prose html={body} tenant={tenant(ctx)} ctx={ctx} />;
  return (
    <IconCards
      items={points.map((point, i) => ({
        key: String(i),
        ...kindOf(point),
        // A loose list's point holds paragraphs of its own: a <div>, not a <p>.
        body: <div dangerouslySetInnerHTML={{ __html: personaliseHtml(point, tenant(ctx), ctx) }} />,
      }))}
    />
  );
}

function WordsSection({
  section,
  id,
  ctx,
  children,
  ...marks
}: {
  section: PageSection;
  id: string;
  ctx: PageContext;
  children?: ReactNode;
  'data-closing'?: true;
  'data-trust-intro'?: true;
}) {
  const own = /\bid="([^"]+)"/.exec(section.attributes)?.[1] ?? id;
  return (
    <section className={trustSection} aria-labelledby={own} data-kicker {...marks}>
      <h2 id={own} dangerouslySetInnerHTML={{ __html: personaliseHtml(section.heading, tenant(ctx), ctx) }} />
      <SectionWords body={section.body} ctx={ctx} />
      {children}
    </section>
  );
}

/** The page's framing words, the sheet's first numbered row under the hero (none when the page has one section). */
export function IntroSection({ page, ctx }: { page: CompiledPage; ctx: PageContext }) {
  const { intro } = pageWordsOf(page.html);
  return intro ? <WordsSection section={intro} id="intro" ctx={ctx} data-trust-intro /> : null;
}

/**
 * The rest of the page's own words on a spec sheet: each headed section a numbered row like the
 * facts above it (a flat list as icon cards; no unnumbered blocks after the last number), the last
 * one closing with the page's one action and a quiet second. Words without a heading stay one
 * block, as on any page.
 */
export function ClosingSections({ page, ctx }: { page: CompiledPage; ctx: PageContext }) {
  const { closing } = pageWordsOf(page.html);
  const action = <CallsToAction page={page} ctx={ctx} secondary="link" />;
  if (!closing.length)
    return (
      <>
        <Prose html={page.html} tenant={tenant(ctx)} ctx={ctx} />
        {action}
      </>
    );
  return closing.map((section, i) => {
    const last = i === closing.length - 1;
    return (
      <WordsSection key={i} section={section} id={`closing-${i + 1}`} ctx={ctx} data-closing={last || undefined}>
        {last && action}
      </WordsSection>
    );
  });
}

/**
 * The page's own words after the facts, on a page that is not a spec sheet: its first headed
 * section (what the organisation buys: contracts and add-ons) with the page's actions under it,
 * the rest beside it from 900 px. A phone reads the same order, so the actions follow the section
 * they belong to at every width (after the page's last words they sat under another section).
 */
export function ClosingColumns({ page, ctx }: { page: CompiledPage; ctx: PageContext }) {
  const html = page.html;
  const second = html.indexOf('<h2', html.indexOf('<h2') + 1);
  return (
    <div className={closingColumns}>
      <div>
        <Prose html={second > 0 ? html.slice(0, second) : html} tenant={tenant(ctx)} ctx={ctx} />
        <CallsToAction page={page} ctx={ctx} />
      </div>
      {second > 0 && <Prose html={html.slice(second)} tenant={tenant(ctx)} ctx={ctx} />}
    </div>
  );
}
