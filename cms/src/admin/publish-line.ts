import type { PublishState } from '../publish-state';

/**
 * The line of the entry's Site box about the last publish (app.tsx renders it). Pure, so it is
 * tested apart (scripts/cms/publish-line.test.ts); the real admin and site together:
 * test/cms-admin/admin-ui.test.ts.
 */

export interface PublishLine {
  state: Exclude<PublishState['state'], 'unpublished'>;
  /** The published version the line speaks of (its `publishedAt`). */
  version: string;
  tone: 'success' | 'neutral' | 'danger';
  text: string;
  /** A draft saved since the publish: it is not on the site until it is published. */
  draftChanged: boolean;
}

/**
 * The form knows of a publish before the site's answer does (asked again at once, it can take a
 * few seconds under load): until the answer names that publish, it is "publishing", never the
 * previous version's "live". A plain Save leaves the form's published version as it was.
 */
export function publishingSince(told: PublishState | null, published?: string | null): PublishState | null {
  if (!published) return told;
  const known = told && told.state !== 'unpublished' ? Date.parse(told.publishedAt) : -Infinity;
  return Date.parse(published) > known ? { state: 'publishing', publishedAt: published, draftChanged: false } : told;
}

/**
 * "Publishing…", "Live at hh:mm:ss" only once the site serves the published version, or "Not live
 * yet: <reason>, retrying"; null while nothing is published. `time` writes a moment as hh:mm:ss.
 *
 * @example
 * publishLine({ state: 'live', publishedAt: t0, liveAt: t1, draftChanged: false }, t0, time)
 * // { state: 'live', version: t0, tone: 'success', text: 'Live at …: the site serves the version published at …' }
 */
export function publishLine(
  told: PublishState | null,
  published: string | null | undefined,
  time: (iso: string) => string,
): PublishLine | null {
  const publish = publishingSince(told, published);
  if (!publish || publish.state === 'unpublished') return null;
  const line = { state: publish.state, version: publish.publishedAt, draftChanged: publish.draftChanged };
  if (publish.state === 'live')
    return {
      ...line,
      tone: 'success',
      text: `Live at ${time(publish.liveAt)}: the site serves the version published at ${time(publish.publishedAt)}.`,
    };
  if (publish.state === 'publishing') return { ...line, tone: 'neutral', text: 'Publishing…' };
  return { ...line, tone: 'danger', text: `Not live yet: ${publish.reason}, retrying.` };
}
