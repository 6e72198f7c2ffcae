/**
 * A panel's edge: faint on the brand's colours, full strength in high contrast, where
 * base-styles.ts recolours every border; a panel drawn by its fill alone vanishes there.
 */
export const panelEdge = '1px solid color-mix(in srgb, var(--tt-muted-text) 30%, transparent)';
