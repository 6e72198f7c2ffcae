import type { CompiledPage } from '../../content/compiled-page.ts';
import type { PageContext } from '../../page-context.ts';
import { CallsToAction, personaliseHtml, Prose } from '../../ui/prose.tsx';
import { trustSection } from './trust-styles.ts';

/** A page's Markdown cut at its `<h2>`s: each heading's attributes and words, then what follows it. */
export function sectionsOf(html: string): { attributes: string; heading: string; body: string }[] {
  const parts = html.split(/(<h2\b[^>]*>[\s\S]*?<\/h2>)/);
  const sections: { attributes: string; heading: string; body: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const [, attributes = '', heading = ''] = /^<h2\b([^>]*)>([\s\S]*?)<\/h2>$/.exec(parts[i]!) ?? [];
    sections.push({ attributes, heading, body: parts[i + 1] ?? '' });
  }
  // Words before the first heading open the first section.
  if (sections[0] && parts[0]!.trim()) sections[0].body = parts[0]! + sections[0].body;
  return sections;
}

/**
 * The page's own words on a spec sheet: each of its headed sections a numbered row like the facts
 * above it (no unnumbered blocks after the last number), the last one closing with the page's one
 * action and a quiet second. Words without a heading stay one block, as on any page.
 */
export function ClosingSections({ page, ctx }: { page: CompiledPage; ctx: PageContext }) {
  const tenant = ctx.resolved.tenant;
  const sections = sectionsOf(page.html);
  const action = <CallsToAction page={page} ctx={ctx} secondary="link" />;
  if (!sections.length)
    return (
      <>
        <Prose html={page.html} tenant={tenant} ctx={ctx} />
        {action}
      </>
    );
  return sections.map((section, i) => {
    const id = /\bid="([^"]+)"/.exec(section.attributes)?.[1] ?? `closing-${i + 1}`;
    const last = i === sections.length - 1;
    return (
      <section key={id} className={trustSection} aria-labelledby={id} data-kicker data-closing={last || undefined}>
        <h2 id={id} dangerouslySetInnerHTML={{ __html: personaliseHtml(section.heading, tenant, ctx) }} />
        <Prose html={section.body} tenant={tenant} ctx={ctx} />
        {last && action}
      </section>
    );
  });
}
