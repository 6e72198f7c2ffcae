import { describe, expect, it } from 'vitest';
import { publishLine, publishingSince } from '../../cms/src/admin/publish-line.ts';
import type { PublishState } from '../../cms/src/publish-state.ts';

// The Site box's line about the last publish (cms/src/admin/publish-line.ts): what the form knows
// (its `published`) against what the site's last answer says (`told`). In the real admin, with a
// record of every state the line takes after Publish and Save: test/cms-admin/admin-ui.test.ts.
const OLD = '2026-12-06T12:00:00.000Z';
const NEW = '2026-12-06T12:05:00.000Z';
const clock = (iso: string) => iso.slice(11, 19);

const live = (publishedAt: string, draftChanged = false): PublishState => ({
  state: 'live',
  publishedAt,
  liveAt: new Date(Date.parse(publishedAt) + 2000).toISOString(),
  draftChanged,
});

describe('publishLine: the Site box after Publish and Save', () => {
  it('says "Publishing…" for a new publish while the site still answers with the previous version live', () => {
    expect(publishLine(live(OLD), NEW, clock)).toEqual({
      state: 'publishing',
      version: NEW,
      tone: 'neutral',
      text: 'Publishing…',
      draftChanged: false,
    });
  });

  it('says "Live at" once the site serves the version the form published', () => {
    expect(publishLine(live(NEW), NEW, clock)).toEqual({
      state: 'live',
      version: NEW,
      tone: 'success',
      text: 'Live at 12:05:02: the site serves the version published at 12:05:00.',
      draftChanged: false,
    });
  });

  it('the same moment written another way is the same version: live, not publishing again', () => {
    expect(publishLine(live(NEW), '2026-12-06T12:05:00Z', clock)?.state).toBe('live');
  });

  it('a plain Save leaves the published version: still the live one, with the draft not on the site', () => {
    const line = publishLine(live(OLD, true), OLD, clock);
    expect(line).toMatchObject({ state: 'live', version: OLD, draftChanged: true });
  });

  it('publishing while the site has not answered yet, or knew of no publish', () => {
    expect(publishLine(null, NEW, clock)).toMatchObject({ state: 'publishing', version: NEW });
    expect(publishLine({ state: 'unpublished', draftChanged: true }, NEW, clock)).toMatchObject({
      state: 'publishing',
      version: NEW,
      draftChanged: false,
    });
  });

  it("an older publish's failure is not the new publish's: publishing; the new one's own failure says why", () => {
    const notLive = (publishedAt: string): PublishState => ({
      state: 'not-live',
      publishedAt,
      reason: 'the site did not answer (Corporate Fitness): status 503',
      draftChanged: false,
    });
    expect(publishLine(notLive(OLD), NEW, clock)?.state).toBe('publishing');
    expect(publishLine(notLive(NEW), NEW, clock)).toMatchObject({
      state: 'not-live',
      tone: 'danger',
      text: 'Not live yet: the site did not answer (Corporate Fitness): status 503, retrying.',
    });
  });

  it("the site's answer when it knows of a later publish than the form, or the form of none", () => {
    expect(publishingSince(live(NEW), OLD)).toEqual(live(NEW));
    expect(publishingSince(live(OLD), null)).toEqual(live(OLD));
    expect(publishLine({ state: 'unpublished', draftChanged: false }, null, clock)).toBeNull();
    expect(publishLine(null, undefined, clock)).toBeNull();
  });
});
