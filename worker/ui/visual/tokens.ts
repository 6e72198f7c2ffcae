/**
 * The visual language's scales (docs/pages.md, "Visual language"). Sizes are the same for
 * every tenant; colours are never here but in the theme's custom properties, read through `COLOUR`,
 * so a brand or the high-contrast theme changes every component at once.
 */

/** Spacing steps (4 px base): gaps inside components 1–4, between blocks 5–6, between sections 7–9. */
export const SPACE = {
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '24px',
  6: '32px',
  7: '48px',
  8: '64px',
  9: '96px',
} as const;

/** Type scale: size and line height. Display and heading grow with the viewport between a phone and 1280 px. */
export const TYPE = {
  display: { size: 'clamp(2.125rem, 1.5rem + 2.6vw, 3.5rem)', lineHeight: '1.08', weight: '800' },
  heading: { size: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)', lineHeight: '1.2', weight: '750' },
  body: { size: '1.0625rem', lineHeight: '1.6', weight: '400' },
  small: { size: '0.875rem', lineHeight: '1.45', weight: '400' },
} as const;

/** Container widths: a line of reading text, the content column, and full-bleed sections' inner width. */
export const CONTAINER = { text: '68ch', content: '1120px', wide: '1280px' } as const;

/** The 12-column grid; under `BREAKPOINT.wide` every span becomes the full width. */
export const GRID = { columns: 12, gap: '24px' } as const;

/** Where a two-column row (text beside a visual) starts; phones stack text first. */
export const BREAKPOINT = { wide: '900px' } as const;

export const RADIUS = { card: 'var(--tt-radius, 8px)', pill: '999px' } as const;

const mix = (a: string, percent: number, b: string) => `color-mix(in srgb, ${a} ${percent}%, ${b})`;

/** Surfaces and text roles, from the tenant's theme only. */
export const COLOUR = {
  text: 'var(--tt-text)',
  muted: 'var(--tt-muted-text)',
  page: 'var(--tt-background)',
  surface: 'var(--tt-surface)',
  brand: 'var(--tt-primary)',
  onBrand: 'var(--tt-on-primary)',
  link: 'var(--tt-link)',
  /** A band behind alternate sections: the brand, faint. */
  band: mix('var(--tt-primary)', 6, 'var(--tt-background)'),
  border: mix('var(--tt-muted-text)', 28, 'var(--tt-background)'),
} as const;
