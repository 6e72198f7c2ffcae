import { ICONS, type IconName } from '../visual/icons.tsx';
import { stableHash } from './hash.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';

/** Which picture a topic gets: the first tag of a post that names one, else the activity line. */
const MOTIFS: Record<string, { icon: IconName; says: string }> = {
  scoring: { icon: 'trophy', says: 'a trophy' },
  'step-conversion': { icon: 'shoe-prints', says: 'footprints' },
  'step-challenges': { icon: 'shoe-prints', says: 'footprints' },
  inclusion: { icon: 'teams', says: 'a group of people' },
  privacy: { icon: 'privacy', says: 'a shield with a check mark' },
  'data-protection': { icon: 'privacy', says: 'a shield with a check mark' },
  relay: { icon: 'running', says: 'a stopwatch' },
  teams: { icon: 'teams', says: 'a group of people' },
  'global-teams': { icon: 'map', says: 'a map' },
  engagement: { icon: 'badge', says: 'an award badge' },
  badges: { icon: 'badge', says: 'an award badge' },
  'challenge-design': { icon: 'map', says: 'a map' },
  planning: { icon: 'map', says: 'a map' },
};
const FALLBACK = { icon: 'activity', says: 'an activity line' } as const;

const W = 640;
const H = 336;

/**
 * A blog post's cover, drawn from its topic: the motif of its first known tag over a route that
 * the title seeds, so each post has its own cover in the tenant's colours and nothing to download.
 */
export function BlogCover({ title, tags }: { title: string; tags: readonly string[] }) {
  const motif = tags.map((t) => MOTIFS[t]).find(Boolean) ?? FALLBACK;
  const Glyph = ICONS[motif.icon];
  const h = stableHash(title);
  // A winding route across the cover: five points whose heights come from the title's hash.
  const ys = [0, 1, 2, 3, 4].map((i) => 90 + ((h >>> (i * 5)) % 160));
  const route = ys.map((y, i) => `${i === 0 ? 'M' : 'L'}${-20 + i * 170} ${y}`).join('');
  const topic = tags[0]?.replace(/-/g, ' ');
  return (
    <Illustration
      label={`Cover illustration for “${title}”: ${motif.says}${topic ? ` for the topic ${topic}` : ''}.`}
      width={W}
      height={H}
    >
      <rect width={W} height={H} fill={PALETTE.brand} />
      <circle cx={W - 90} cy={60} r={150} fill={PALETTE.onBrand} fillOpacity={0.08} />
      <circle cx={80} cy={H + 30} r={120} fill={PALETTE.accent} fillOpacity={0.9} />
      <path
        d={route}
        fill="none"
        stroke={PALETTE.onBrand}
        strokeOpacity={0.55}
        strokeWidth={6}
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      {ys.slice(1, 4).map((y, i) => (
        <circle key={i} cx={150 + i * 170} cy={y} r={9} fill={PALETTE.brand} stroke={PALETTE.onBrand} strokeWidth={4} />
      ))}
      <circle cx={W / 2} cy={H / 2} r={84} fill={PALETTE.paper} />
      <g color={PALETTE.brand}>
        <Glyph x={W / 2 - 48} y={H / 2 - 48} width={96} height={96} strokeWidth={1.75} aria-hidden="true" />
      </g>
    </Illustration>
  );
}
