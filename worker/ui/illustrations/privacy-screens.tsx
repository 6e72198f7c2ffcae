import type { ReactNode } from 'react';
import { formatNumber } from '../../../common/format.ts';
import { Illustration } from './illustration.tsx';
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

const W = 460;
const H = 400;
const PHONE = { w: 210, h: 352, y: 40 };
const LEFT = 10;
const RIGHT = W - PHONE.w - 10;
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function Phone({ x, children }: { x: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${PHONE.y})`}>
      <rect width={PHONE.w} height={PHONE.h} rx={28} fill={PALETTE.ink} />
      <rect x={8} y={8} width={PHONE.w - 16} height={PHONE.h - 16} rx={21} fill={PALETTE.paper} />
      {children}
    </g>
  );
}

function ProfileHead({ person, muted }: { person: string; muted?: boolean }) {
  return (
    <>
      <path
        d={`M8 96V29a21 21 0 0 1 21-21h${PHONE.w - 58}a21 21 0 0 1 21 21v67z`}
        fill={muted ? PALETTE.line : PALETTE.brand}
      />
      <circle
        cx={PHONE.w / 2}
        cy={70}
        r={24}
        fill={PALETTE.paper}
        stroke={muted ? PALETTE.muted : PALETTE.brand}
        strokeWidth={3}
      />
      <text x={PHONE.w / 2} y={77} textAnchor="middle" fontSize={18} fontWeight={800} fill={PALETTE.ink}>
        {initialsOf(person)}
      </text>
      <text x={PHONE.w / 2} y={118} textAnchor="middle" fontSize={16} fontWeight={800} fill={PALETTE.ink}>
        {person}
      </text>
    </>
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
      <rect x={20} y={156} width={PHONE.w - 40} height={48} rx={10} fill={PALETTE.tint} />
      <text x={32} y={177} fontSize={13} fill={PALETTE.ink}>
        {week.title}
      </text>
      <text x={32} y={196} fontSize={16} fontWeight={800} fill={PALETTE.ink}>
        {words.steps(steps, n(steps))}
      </text>
      {activities.slice(0, 3).map((a, i) => (
        <g key={a.name} transform={`translate(20 ${218 + i * 36})`}>
          <rect width={PHONE.w - 40} height={30} rx={8} fill="none" stroke={PALETTE.line} strokeWidth={1.5} />
          <text x={10} y={20} fontSize={13} fontWeight={700} fill={PALETTE.ink}>
            {a.name}
          </text>
          <text x={PHONE.w - 50} y={20} textAnchor="end" fontSize={13} fill={PALETTE.ink}>
            {words.km(n(a.km))}
          </text>
        </g>
      ))}
    </>
  );
}

/** A padlock and one line: what another person sees in place of a profile they may not open. */
function Locked({ line1, line2 }: { line1: string; line2: string }) {
  const cx = PHONE.w / 2;
  return (
    <g>
      <rect x={cx - 16} y={184} width={32} height={26} rx={5} fill={PALETTE.ink} />
      <path d={`M${cx - 9} 184v-8a9 9 0 0 1 18 0v8`} fill="none" stroke={PALETTE.ink} strokeWidth={4} />
      <text x={cx} y={240} textAnchor="middle" fontSize={14} fontWeight={700} fill={PALETTE.ink}>
        {line1}
      </text>
      <text x={cx} y={260} textAnchor="middle" fontSize={13} fill={PALETTE.ink}>
        {line2}
      </text>
    </g>
  );
}

/**
 * "What your organiser sees": the participant's own profile beside the same profile as a colleague
 * opens it, for one privacy level. Drawn from the theme's tokens like the other product screens.
 */
export function PrivacyScreens(props: PrivacyScreensProps) {
  const { person, level, exposure, ownTitle, otherTitle, locked, words } = props;
  const d = words.describe;
  const label = d.privacy({ ownTitle, person, level, otherTitle, other: d.privacyOther[exposure] });
  const cx = PHONE.w / 2;
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <text x={LEFT + cx} y={24} textAnchor="middle" fontSize={16} fontWeight={800} fill={PALETTE.ink}>
        {ownTitle}
      </text>
      <text x={RIGHT + cx} y={24} textAnchor="middle" fontSize={16} fontWeight={800} fill={PALETTE.ink}>
        {otherTitle}
      </text>
      <Phone x={LEFT}>
        <ProfileHead person={person} />
        <rect x={cx - 70} y={128} width={140} height={22} rx={11} fill={PALETTE.brand} />
        <text x={cx} y={144} textAnchor="middle" fontSize={12} fontWeight={700} fill={PALETTE.onBrand}>
          {level}
        </text>
        <Activities {...props} />
      </Phone>
      <Phone x={RIGHT}>
        <ProfileHead person={person} muted={exposure !== 'everyone'} />
        {exposure === 'everyone' && <Activities {...props} />}
        {exposure !== 'everyone' && <Locked line1={locked[exposure][0]} line2={locked[exposure][1]} />}
      </Phone>
    </Illustration>
  );
}
