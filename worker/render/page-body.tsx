import type { MessageKey } from '../i18n/messages.ts';
import type { ComponentType } from 'react';
import { buildHref } from '../../common/links.ts';
import type { PageContext } from '../page-context.ts';
import type { PageProps } from '../pages/page-props.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';

/** The error pages' words (messages/<locale>.json `error.<status>.*`), by status. */
export const ERROR_TEXT: Record<number, { heading: MessageKey; body: MessageKey }> = {
  500: { heading: 'error.500.heading', body: 'error.500.body' },
  502: { heading: 'error.502.heading', body: 'error.502.body' },
  504: { heading: 'error.504.heading', body: 'error.504.body' },
};

/** Page content by route; error pages (5xx) are plain text with the way home. */
export function PageBody({
  ctx,
  status,
  component,
}: {
  ctx: PageContext;
  status: number;
  /** The routed page's component (its module's default export); the 404 page has its own. */
  component: ComponentType<PageProps> | null;
}) {
  const error = ERROR_TEXT[status];
  if (error) {
    return (
      <>
        <h1>{ctx.t(error.heading)}</h1>
        <p>{ctx.t(error.body)}</p>
        <p>
          <a href={buildHref('/', ctx)}>{ctx.t('error.homeLink', { tenant: ctx.resolved.tenant.name })}</a> ·{' '}
          <a href={buildHref('/contact', ctx)}>{ctx.t('error.contact')}</a>
        </p>
      </>
    );
  }
  const route = status === 404 ? null : ctx.route;
  // The build and the content tests refuse a route without its content; reaching here is a bug, so fail loudly (500 page).
  if (!ctx.page && route?.content !== 'data')
    throw new Error(
      `no content for ${route ? `route "${route.name}"` : 'the 404 page'} (tenant ${ctx.resolved.id}); see content/README.md`,
    );
  const Component = (route && component) || NotFoundPage;
  return (
    <Component
      ctx={ctx}
      page={ctx.page ?? { title: ctx.resolved.tenant.title, description: ctx.resolved.tenant.description, html: '' }}
    />
  );
}
