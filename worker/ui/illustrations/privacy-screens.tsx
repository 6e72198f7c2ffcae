import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { formatNumber } from '../../../common/format.ts';
import { PALETTE } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

/** What another person's screen shows of a profile at a privacy level. */
export type ProfileExposure = 'hidden' | 'friends' | 'everyone';

export interface PrivacyScreensProps {
  /** The participant, as their profile shows them. */
  person: string;
  /** The level's label ("Private (only you)"), as the profile's setting shows it. */
  level: string;
  exposure: ProfileExposure;
  /** The participant's recent activities: name and distance in km. */
  activities: readonly { name: string; km: number }[];
  steps: number;
  /** The heading over the week's steps on the profile ("This week"); the count says "steps" itself. */
  week: { title: string };
  /** The headings over each screen ("Your screen", "A colleague sees"). */
  ownTitle: string;
  otherTitle: string;
  /** The two lines of the locked screen a colleague sees, per exposure that locks it. */
  locked: Record<Exclude<ProfileExposure, 'everyone'>, readonly [string, string]>;
  lang: string;
  /** The page's words for the text alternative. */
  words: PictureWords;
}

/*
 * Drawn in HTML, not SVG: a drawing scales its text with its width, so two phones side by side on
 * a 390 px screen set their words at 8 px. Here every word is at least 12 px (0.75rem) at any width
 * and wraps inside its phone, in any language; the phones keep their place side by side, and a
 * right-to-left page puts the participant's own screen on the right, as its real screens do.
 */
const screens = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  max-width: 460px;
  color: ${PALETTE.ink};
  line-height: 1.3;
  .screen {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .title {
    text-align: center;
    font-size: 0.875rem;
    font-weight: 800;
  }
  .phone {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 10px;
    padding-block-end: 14px;
    border: 7px solid ${PALETTE.ink};
    border-radius: 26px;
    background: ${PALETTE.paper};
    overflow: hidden;
  }
  .head {
    display: grid;
    justify-items: center;
    gap: 6px;
    padding: 14px 8px 0;
    background: linear-gradient(${PALETTE.brand} 40px, transparent 40px);
    text-align: center;
  }
  .muted .head {
    background: linear-gradient(${PALETTE.line} 40px, transparent 40px);
  }
  .avatar {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border: 3px solid ${PALETTE.brand};
    border-radius: 50%;
    background: ${PALETTE.paper};
    font-weight: 800;
  }
  .muted .avatar {
    border-color: ${PALETTE.muted};
  }
  .name {
    font-size: 0.9375rem;
    font-weight: 800;
  }
  .badge,
  .week,
  .activity,
  .locked {
    margin-inline: 10px;
  }
  .badge {
    justify-self: center;
    align-self: center;
    padding: 2px 10px;
    border-radius: 999px;
    background: ${PALETTE.brand};
    color: ${PALETTE.onBrand};
    font-size: 0.75rem;
    font-weight: 700;
    text-align: center;
  }
  .week {
    padding: 6px 10px;
    border-radius: 10px;
    background: ${PALETTE.tint};
    font-size: 0.75rem;
  }
  .week b {
    display: block;
    font-size: 0.9375rem;
  }
  /* The name and the distance on one line where they fit; on a narrow phone the distance goes under
     the name, at the row's end, and a long name wraps: an ellipsis cut "Lunch walk" to "Lunch w…". */
  .activity {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: 8px;
    padding: 4px 8px;
    border: 1.5px solid ${PALETTE.line};
    border-radius: 8px;
    font-size: 0.75rem;
  }
  .activity b {
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 700;
  }
  .activity span {
    flex: none;
    margin-inline-start: auto;
    white-space: nowrap;
  }
  .locked {
    display: grid;
    justify-items: center;
    gap: 4px;
    padding-block: 16px;
    text-align: center;
    font-size: 0.75rem;
  }
  .locked b {
    font-size: 0.8125rem;
  }
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function Screen({ title, muted, children }: { title: string; muted?: boolean; children: ReactNode }) {
  return (
    <div className={muted ? 'screen muted' : 'screen'}>
      <div className="title">{title}</div>
      <div className="phone">{children}</div>
    </div>
  );
}

function ProfileHead({ person }: { person: string }) {
  return (
    <div className="head">
      <span className="avatar">{initialsOf(person)}</span>
      <span className="name">{person}</span>
    </div>
  );
}

function Activities({
  activities,
  steps,
  week,
  lang,
  words,
}: Pick<PrivacyScreensProps, 'activities' | 'steps' | 'week' | 'lang' | 'words'>) {
  const n = (v: number) => formatNumber(v, lang);
  return (
    <>
      <div className="week">
        {week.title}
        <b>{words.steps(steps, n(steps))}</b>
      </div>
      {activities.slice(0, 3).map((a) => (
        <div className="activity" key={a.name}>
          <b>{a.name}</b>
          <span>{words.km(n(a.km))}</span>
        </div>
      ))}
    </>
  );
}

/** A padlock and two lines: what another person sees in place of a profile they may not open. */
function Locked({ line1, line2 }: { line1: string; line2: string }) {
  return (
    <div className="locked">
      <svg width="32" height="36" viewBox="0 0 32 36" aria-hidden="true">
        <path d="M7 16v-6a9 9 0 0 1 18 0v6" fill="none" stroke={PALETTE.ink} strokeWidth={4} />
        <rect x="0" y="15" width="32" height="21" rx="5" fill={PALETTE.ink} />
      </svg>
      <b>{line1}</b>
      <span>{line2}</span>
    </div>
  );
}

/**
 * One privacy level in two phone screens: the participant's own profile beside the same profile
 * as a colleague opens it. One picture (`role="img"`) with its text alternative; its colours are
 * the theme's, like the other product screens'.
 */
export function PrivacyScreens(props: PrivacyScreensProps) {
  const { person, level, exposure, ownTitle, otherTitle, locked, words } = props;
  const d = words.describe;
  const label = d.privacy({ ownTitle, person, level, otherTitle, other: d.privacyOther[exposure] });
  return (
    <div role="img" aria-label={label} className={screens} data-privacy-screens="">
      <Screen title={ownTitle}>
        <ProfileHead person={person} />
        <span className="badge">{level}</span>
        <Activities {...props} />
      </Screen>
      <Screen title={otherTitle} muted={exposure !== 'everyone'}>
        <ProfileHead person={person} />
        {exposure === 'everyone' ? (
          <Activities {...props} />
        ) : (
          <Locked line1={locked[exposure][0]} line2={locked[exposure][1]} />
        )}
      </Screen>
    </div>
  );
}
