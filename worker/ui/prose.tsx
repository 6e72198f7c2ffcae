import type { ReactNode } from 'react';
import type { CompiledPage } from '../content/compiled-page.ts';
import { hiddenByFlags, type Brand } from '../routes/routes.ts';
import { buildHref, type LinkContext } from '../../common/links.ts';
import { css } from '../../common/styles.ts';
import { useVideoLinksIn } from '../../common/video-links.tsx';
import { escapeHtml, fillPlaceholders, type PlaceholderTenant } from '../content/placeholders.ts';

/** Tenant words content may use (content/README.md): replaced at render, escaped for HTML. */
export interface ProseTenant extends PlaceholderTenant {
  /** With these, links to pages the tenant's flags switch off (`/features`) become plain text. */
  routeSet?: Brand;
  showFeatures?: boolean;
}

/** The tenant as a route scope when it carries its flags, else null (no link is hidden). */
const scopeOf = (t: ProseTenant | undefined) =>
  t?.routeSet && t.showFeatures !== undefined ? { routeSet: t.routeSet, showFeatures: t.showFeatures } : null;

/** Whether copy may link `href` for this tenant: not when its flags switch the page off (a 404). */
export function linkShown(tenant: ProseTenant | undefined, href: string): boolean {
  const scope = scopeOf(tenant);
  return !scope || !hiddenByFlags(scope, href);
}

/** The reading styles of page copy, for copy that is not compiled Markdown (CMS blocks). */
export const proseClass = css`
  max-width: 760px;
  line-height: 1.65;
  color: var(--tt-text);
  h2 {
    margin: 40px 0 12px;
  }
  h3 {
    margin: 28px 0 8px;
  }
  ul,
  ol {
    padding-inline-start: 24px;
  }
  li {
    margin: 6px 0;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin: 16px 0;
  }
  th,
  td {
    text-align: start;
    padding: 8px;
    border-bottom: 1px solid var(--tt-surface);
    /* A cookie's or a field's name has no break; on a phone it breaks rather than widening the page. */
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: 16px 0;
    padding: 8px 16px;
    border-inline-start: 4px solid var(--tt-primary);
    background: var(--tt-surface);
  }
  code {
    font-size: 0.95em;
  }
`;
const intro = css`
  margin: 0 0 24px;
  .lead {
    font-size: 1.2rem;
    color: var(--tt-muted-text);
    max-width: 760px;
  }
`;
/**
 * An intro with its picture (the product in the first screen): words and picture side by
 * side from the layout breakpoint, the picture under the lead on phones, kept small enough there
 * that its top shows in a phone's first screen.
 */
const introWithVisual = css`
  display: grid;
  gap: 16px 40px;
  align-items: center;
  margin: 0 0 24px;
  > .visual {
    justify-self: center;
    width: 100%;
    max-width: var(--intro-visual-phone, 340px);
  }
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 420px);
    > .visual {
      max-width: var(--intro-visual-wide, 420px);
    }
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 24px 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 20px;
    border-radius: var(--tt-radius, 8px);
    font-weight: 700;
    text-decoration: none;
    border: 2px solid var(--tt-primary);
    color: var(--tt-primary);
  }
  a:first-child {
    background: var(--tt-primary);
    color: var(--tt-on-primary);
  }
  /* The quiet variant: one filled primary action, then at most one quiet text link (one next step per screen). */
  /* No side padding or border: wrapped under the button on a phone, its words start where the button does.
     No border at all, not a transparent one: high contrast colours every border (base-styles.ts),
     which drew a rule above and below the link like an empty box. */
  &[data-secondary='link'] a:not(:first-child),
  &[data-secondary='outline-link'] a:not(:first-child),
  &[data-secondary='quiet'] a {
    background: none;
    border: 0;
    padding: 0;
    color: var(--tt-link, var(--tt-primary));
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const unescapeAttr = (value: string) => value.replace(/&amp;/g, '&');

export { fillPlaceholders };

/**
 * Build-time HTML for this request: tenant words filled in, and site links given the kept query
 * parameters (preview tenant, theme, gclid) like every other link (`buildHref`).
 */
export function personaliseHtml(html: string, tenant: ProseTenant, ctx: LinkContext): string {
  const shown = fillPlaceholders(html, tenant, escapeHtml);
  // A link to a page this tenant does not have would be a 404: keep its words, drop the link.
  const filled = shown.replace(/<a href="(\/[^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (link, href: string, text: string) =>
    linkShown(tenant, unescapeAttr(href)) ? link : text,
  );
  if (!ctx.search) return filled;
  return filled.replace(
    /href="(\/[^"]*)"/g,
    (_, href: string) => `href="${escapeHtml(buildHref(unescapeAttr(href), ctx))}"`,
  );
}

export function Prose({ html, tenant, ctx }: { html: string; tenant: ProseTenant; ctx: LinkContext }) {
  useVideoLinksIn(html);
  if (!html) return null;
  return <div className={proseClass} dangerouslySetInnerHTML={{ __html: personaliseHtml(html, tenant, ctx) }} />;
}

/** The `<h1>` and lead paragraph of a content page. */
export function PageIntro({
  page,
  tenant,
  visual,
  actions,
}: {
  page: CompiledPage;
  tenant: ProseTenant;
  /** The page's picture: beside the heading on wide screens, under the lead on phones. */
  visual?: ReactNode;
  /** The first screen's next step, under the lead (one primary action per screen). */
  actions?: ReactNode;
}) {
  const words = (
    <div className={intro}>
      <h1>{fillPlaceholders(page.title, tenant)}</h1>
      <p className="lead">{fillPlaceholders(page.description, tenant)}</p>
      {actions}
    </div>
  );
  if (!visual) return words;
  return (
    <div className={introWithVisual} data-testid="intro-visual">
      {words}
      <div className="visual">{visual}</div>
    </div>
  );
}

/**
 * The page's call-to-action buttons, less those to pages the tenant's flags switch off. The first
 * is the filled primary action; `secondary="link"` shows the rest as quiet text links (one next
 * step per screen), and marks each with `data-action` (primary or secondary). Default: outlined.
 */
export function CallsToAction({
  page,
  ctx,
  secondary = 'outline',
  inHeader,
}: {
  page: CompiledPage;
  ctx: LinkContext & { resolved?: { tenant: ProseTenant } };
  /**
   * `outline` (the default): the first filled, the rest outlined. `link`: one filled primary
   * action and one quiet secondary text link (one next step per screen); the rest dropped.
   * `outline-link`: the same pair in a first screen under the header's (outlined) action; the page's
   * own action is the screen's one filled button, as the home hero's is. `quiet`: at most two quiet text links, for a section whose
   * screen already shows the filled primary.
   */
  secondary?: 'outline' | 'link' | 'outline-link' | 'quiet';
  /**
   * The path of the header's action: the header keeps it in view on every screen, so a button to
   * it in the page would show the same action twice in one screen; the page's next one leads instead.
   */
  inHeader?: string;
}) {
  const shown = (page.cta ?? []).filter((c) => linkShown(ctx.resolved?.tenant, c.href) && c.href !== inHeader);
  const few = secondary !== 'outline';
  const cta = few ? shown.slice(0, 2) : shown;
  if (!cta.length) return null;
  return (
    <p className={actions} data-secondary={few ? secondary : undefined}>
      {cta.map((c, i) => (
        <a
          key={c.href}
          href={buildHref(c.href, ctx)}
          data-action={few ? (i === 0 && secondary !== 'quiet' ? 'primary' : 'secondary') : undefined}
        >
          {c.label}
        </a>
      ))}
    </p>
  );
}
