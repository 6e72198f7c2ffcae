import { stableHash, initials } from './hash.ts';
import { PALETTE, SERIES } from './palette.ts';

/** A person's avatar colour, the same on every page and in every avatar that shows them. */
export const avatarFill = (name: string) => SERIES[stableHash(name) % SERIES.length]!;

/**
 * A testimonial's avatar when there is no photo: the person's initials on a theme colour picked by
 * their name. Initials are large bold text on a series colour, which keeps 3:1 on the page colour.
 */
export function AvatarInitials({ name, size = 56 }: { name: string; size?: number }) {
  const fill = avatarFill(name);
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 56 56"
      width={size}
      height={size}
      style={{ aspectRatio: '1 / 1', flex: 'none' }}
    >
      <circle cx={28} cy={28} r={28} fill={fill} />
      <text x={28} y={35} textAnchor="middle" fontSize={20} fontWeight={800} fill={PALETTE.paper}>
        {initials(name)}
      </text>
    </svg>
  );
}
