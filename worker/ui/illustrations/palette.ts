/**
 * The colours every illustration draws with: the tenant theme's custom properties (worker/ui/theme.ts),
 * never a colour of its own, so each brand and the high-contrast theme are right with no per-tenant
 * code. Mixes use `color-mix(in srgb, …)`; palette.test.ts resolves them for every tenant and mode
 * and checks that the parts that carry meaning keep 3:1 against the illustration's backgrounds.
 */
const mix = (a: string, percent: number, b: string) => `color-mix(in srgb, ${a} ${percent}%, ${b})`;

export const PALETTE = {
  /** Text, outlines, the main series. */
  ink: 'var(--tt-text)',
  /** Secondary text and the second series. */
  muted: 'var(--tt-muted-text)',
  /** The page behind the illustration. */
  paper: 'var(--tt-background)',
  /** Panels, cards and screens inside an illustration. */
  panel: 'var(--tt-surface)',
  /** The brand colour: routes, bars, the leading team, progress. */
  brand: 'var(--tt-primary)',
  onBrand: 'var(--tt-on-primary)',
  /** The secondary colour as a fill under text in `onAccent` (badges, chips); too light alone for a line. */
  accent: 'var(--tt-secondary)',
  onAccent: 'var(--tt-on-secondary)',
  /** The secondary colour darkened with the text colour: light accents (amber) fail 3:1 on white alone. */
  accentStrong: mix('var(--tt-secondary)', 60, 'var(--tt-text)'),
  /** Soft brand wash for backgrounds and land: decoration only. */
  tint: mix('var(--tt-primary)', 12, 'var(--tt-background)'),
  /** Water on a map: a brand wash strong enough to tell land from sea. */
  sea: mix('var(--tt-primary)', 18, 'var(--tt-background)'),
  /** Land on a map: a grey wash, so a map inside one country (Route 66) reads as land, not as the page. */
  land: mix('var(--tt-muted-text)', 10, 'var(--tt-background)'),
  /** Stronger brand wash: shapes that sit on `tint` (coastlines). Decoration only. */
  tintStrong: mix('var(--tt-primary)', 26, 'var(--tt-background)'),
  /** Hairlines and empty tracks: decoration only. */
  line: mix('var(--tt-muted-text)', 30, 'var(--tt-background)'),
} as const;

export type PaletteName = keyof typeof PALETTE;

/**
 * Colours for series (teams, genders, providers) in order. Each keeps 3:1 on `paper` and `panel`,
 * and the next one differs from the one before in lightness or hue.
 */
export const SERIES: readonly string[] = [
  PALETTE.brand,
  PALETTE.accentStrong,
  PALETTE.ink,
  mix('var(--tt-primary)', 55, 'var(--tt-text)'),
];

/** The palette entries that carry meaning and the backgrounds they sit on: the 3:1 contract. */
export const MEANINGFUL: readonly (readonly [fg: string, bg: string])[] = [
  ...SERIES.flatMap((s) => [[s, PALETTE.paper] as const, [s, PALETTE.panel] as const]),
  [PALETTE.muted, PALETTE.paper],
  [PALETTE.muted, PALETTE.panel],
  [PALETTE.ink, PALETTE.tint],
  [PALETTE.brand, PALETTE.tint],
  [PALETTE.brand, PALETTE.sea],
  [PALETTE.ink, PALETTE.sea],
  [PALETTE.brand, PALETTE.land],
  [PALETTE.ink, PALETTE.land],
  [PALETTE.onBrand, PALETTE.brand],
  [PALETTE.onAccent, PALETTE.accent],
];
