/**
 * The journey page's closing band: the page's own action again ("Use this journey", filled, kept in
 * step with the planner like the first screen's) with a demo as the quiet alternative, text and
 * actions side by side across the content width from 900 px.
 */
import { buildHref } from '../../common/links.ts';
import { css } from '../../common/styles.ts';
import type { PageContext } from '../page-context.ts';
import type { CompiledPage } from '../content/compiled-page.ts';

const band = css`
  display: grid;
  gap: 16px 48px;
  align-items: center;
  margin: 48px 0 24px;
  padding: 28px 32px;
  border: 1px solid transparent;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  h2 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px 24px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    font-weight: 700;
    color: var(--tt-link, var(--tt-primary));
    text-underline-offset: 4px;
  }
  a[data-action='primary'] {
    padding: 0 24px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    text-decoration: none;
  }
`;

/** The band: the journey's "use" link (the planner keeps its plan in it) and the page's first call to action, quiet. */
export function JourneyClosing({ ctx, page, useHref }: { ctx: PageContext; page: CompiledPage; useHref: string }) {
  // The page's first call to action (a demo): a contact page every tenant with journeys has.
  const quiet = page.cta?.[0];
  return (
    <section className={band} aria-labelledby="closing-heading" data-testid="journey-closing">
      <div>
        <h2 id="closing-heading">{ctx.t('journey.closing.heading')}</h2>
        <p>{ctx.t('journey.closing.text')}</p>
      </div>
      <p className="actions">
        <a href={useHref} data-plan-link="use" data-action="primary">
          {ctx.t('journey.use')}
        </a>
        {quiet && (
          <a href={buildHref(quiet.href, ctx)} data-action="secondary">
            {quiet.label}
          </a>
        )}
      </p>
    </section>
  );
}
