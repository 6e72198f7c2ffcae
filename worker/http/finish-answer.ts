import { countPageView, type AnsweredRequest } from '../analytics/page-views.ts';
import { markPreviewPrivate } from './preview-privacy.ts';
import { setSecurityHeaders } from './security-headers.ts';

/** A finished answer and what its way out reads. */
export interface FinishedAnswer extends AnsweredRequest {
  /** The URL the pipeline read (locale prefix removed); the request's own when not read yet. */
  pipelineUrl: URL | undefined;
}

/**
 * Everything an answer gets on its way out, in this order: the page view, a preview's privacy,
 * the security headers. One place for the pipeline's outer middleware (worker/app.ts) and the
 * early answer before it (worker/early-answer.ts), so the two cannot finish an answer differently.
 */
export function finishAnswer(a: FinishedAnswer): void {
  countPageView(a);
  markPreviewPrivate(a.response.headers, a.pipelineUrl ?? a.request.url);
  setSecurityHeaders(a.response.headers, {
    url: a.request.url,
    proxied: a.proxied,
    framing: {
      request: a.request,
      status: a.response.status,
      contentType: a.response.headers.get('content-type'),
      proxied: a.proxied,
    },
    env: a.env,
  });
}
