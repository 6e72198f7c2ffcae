/** The spec's badge shapes, each drawn in a 64 × 64 box. */
export const BADGE_SHAPES = ['shield', 'simple', 'squareish', 'large', 'rectangular'] as const;
export type BadgeShape = (typeof BADGE_SHAPES)[number];

/** Outline of each shape as one SVG path in the 64 × 64 box (large: a medal with ribbon tails). */
export const BADGE_PATHS: Record<BadgeShape, string> = {
  shield: 'M32 3l26 9v20c0 16-11 26-26 30C17 58 6 48 6 32V12z',
  simple: 'M32 4a28 28 0 1 1 0 56a28 28 0 1 1 0-56z',
  squareish: 'M20 6h24a14 14 0 0 1 14 14v24a14 14 0 0 1-14 14H20A14 14 0 0 1 6 44V20A14 14 0 0 1 20 6z',
  large: 'M20 44l-6 18l10-5l6 7l4-14zM44 44l6 18l-10-5l-6 7l-4-14zM32 2a25 25 0 1 1 0 50a25 25 0 1 1 0-50z',
  rectangular: 'M8 14h48a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6z',
};

/** Where the icon sits in each shape (its centre). */
export const ICON_CENTRE: Record<BadgeShape, [number, number]> = {
  shield: [32, 31],
  simple: [32, 32],
  squareish: [32, 32],
  large: [32, 27],
  rectangular: [32, 32],
};
