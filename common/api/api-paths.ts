import type { FormKind } from '../forms/form-schema.ts';

/**
 * The worker's own `/api/*` endpoints, written once for both sides: the worker routes them
 * (worker/app.ts) and the browser posts to them (the contact form, the client error beacon).
 */
export const API_PATHS = {
  /** POST: the contact form (worker/forms/handle-form-post.ts). */
  contact: '/api/contact',
  /** POST: the support form. */
  support: '/api/support',
  /** POST: an error a page survived, sent with `navigator.sendBeacon` (worker/analytics/client-errors.ts). */
  clientError: '/api/client-error',
} as const satisfies Record<FormKind | 'clientError', `/api/${string}`>;

/**
 * Where a form of that kind posts.
 *
 * @example
 * formPostPath('support') // '/api/support'
 */
export const formPostPath = (kind: FormKind): string => API_PATHS[kind];
