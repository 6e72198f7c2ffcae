import type { LoadedPage } from './load-page-context.ts';
import { loadedOnce } from './loaded-once.ts';

/**
 * The page renderer (React's server renderer, the layout, the styles) as a module of its own,
 * imported by the first request that renders a page: a cold isolate answering a redirect or a
 * handoff never parses or compiles it.
 */
const renderer = loadedOnce(() => import('./render-page.tsx'));

/** Renders a page; see `renderPage` in render-page.tsx. */
export async function renderPage(request: Request, page: LoadedPage, status = 200): Promise<Response> {
  return (await renderer()).renderPage(request, page, status);
}

/** The rendered page's title and its response: the title goes to the page-view event. */
export async function renderTitledPage(
  request: Request,
  page: LoadedPage,
  status: number,
): Promise<{ title: string; response: Response }> {
  const { renderPage, titleFor } = await renderer();
  return { title: titleFor(page.ctx, status, page.module), response: await renderPage(request, page, status) };
}
