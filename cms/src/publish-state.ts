/**
 * What the entry's Site box says about a publish (src/admin/app.tsx), decided from what the site
 * serves, never from the webhook alone: a delivered webhook only means the site heard of it, and
 * the page may still show the repository's copy or an older version. Pure, so it is tested apart
 * (scripts/cms/publish-state.test.ts); src/publish-status.ts gathers its inputs.
 */

/** A publish younger than this that the site does not serve yet is "publishing"; older, "not live yet". */
export const PUBLISHING_MS = 10_000;

/** The header of the site's page answers naming the version served (worker/content/cms/served-version.ts). */
export const SITE_VERSION_HEADER = 'x-cms-version';

/** One live copy of the page as the site answered it: the version it names, or why it could not be read. */
export interface Served {
  brand: string;
  url: string;
  version?: string;
  error?: string;
}

export type PublishState =
  | { state: 'unpublished'; draftChanged: boolean }
  | { state: 'publishing'; publishedAt: string; draftChanged: boolean }
  | { state: 'live'; publishedAt: string; liveAt: string; draftChanged: boolean }
  | { state: 'not-live'; publishedAt: string; reason: string; draftChanged: boolean };

export interface PublishFacts {
  /** The published version's time (Strapi's `publishedAt`), null while there is none. */
  publishedAt: string | null;
  /** The draft's and the published version's `updatedAt`: the draft is ahead when it was saved after the publish. */
  draftUpdatedAt: string | null;
  publishedUpdatedAt: string | null;
  /** Each brand's live copy as the site answers it now. */
  served: Served[];
  /** A webhook of this entry that failed since the publish: why the site may not have heard of it. */
  failedDelivery?: string;
  /** When this version was first seen served (kept by the caller), if it was. */
  firstSeenLive?: string;
  now: number;
}

const clock = (iso: string) => new Date(iso).toISOString().slice(11, 19);

/** Why a brand's copy is not the published one, in a marketer's words. */
function whyNot(served: Served): string {
  const on = ` (${served.brand})`;
  if (served.error) return `the site did not answer${on}: ${served.error}`;
  if (served.version === 'repository')
    return `the site still shows the copy from the repository${on}: the CMS answered too late or the site refused its answer`;
  if (!served.version) return `the site's answer names no version${on}: is it an older deploy?`;
  if (served.version === 'draft') return `the site answered with a draft preview${on}`;
  return `the site still shows the version published at ${clock(served.version)} UTC${on}`;
}

/**
 * The state of a publish: `live` once every brand's copy is the published version, `publishing`
 * while it is younger than PUBLISHING_MS, else `not-live` with the first reason found. A draft
 * saved after the publish changes none of that (`draftChanged` says the draft is not on the site).
 *
 * @example
 * publishState({ publishedAt: t, served: [{ brand: 'cofi', url, version: t }], ... }) // { state: 'live', ... }
 */
export function publishState(facts: PublishFacts): PublishState {
  const draftChanged =
    facts.draftUpdatedAt !== null &&
    (facts.publishedUpdatedAt === null ||
      new Date(facts.draftUpdatedAt).getTime() > new Date(facts.publishedUpdatedAt).getTime());
  const { publishedAt } = facts;
  if (!publishedAt) return { state: 'unpublished', draftChanged };
  const behind = facts.served.filter((s) => s.version !== publishedAt);
  if (facts.served.length > 0 && behind.length === 0)
    return {
      state: 'live',
      publishedAt,
      liveAt: facts.firstSeenLive ?? new Date(facts.now).toISOString(),
      draftChanged,
    };
  if (facts.failedDelivery)
    return {
      state: 'not-live',
      publishedAt,
      reason: `the site did not hear of it (${facts.failedDelivery})`,
      draftChanged,
    };
  if (facts.now - new Date(publishedAt).getTime() < PUBLISHING_MS)
    return { state: 'publishing', publishedAt, draftChanged };
  const reason = behind[0] ? whyNot(behind[0]) : 'no brand shows this page';
  return { state: 'not-live', publishedAt, reason, draftChanged };
}
