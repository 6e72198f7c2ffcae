import type { ComponentType } from 'react';
import { buildHref } from '../../common/links.ts';
import type { PageContext } from '../pages/page-context.ts';
import type { PageProps } from '../pages/page-props.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';

export const ERROR_TEXT: Record<number, { heading: string; body: string }> = {
  500: {
    heading: 'Something went wrong on our side',
    body: 'We have logged the problem and will look at it. Please try again in a minute.',
  },
  502: {
    heading: 'This page is temporarily unavailable',
    body: 'The service behind this page did not answer. Please try again in a minute.',
  },
  504: {
    heading: 'This page took too long to load',
    body: 'The service behind this page is slow right now. Please try again in a minute.',
  },
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
        <h1>{error.heading}</h1>
        <p>{error.body}</p>
        <p>
          <a href={buildHref('/', ctx)}>Go to the {ctx.resolved.tenant.name} home page</a> ·{' '}
          <a href={buildHref('/contact', ctx)}>Contact us</a>
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
