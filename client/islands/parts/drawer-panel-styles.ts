// The open drawer's scrim, panel and close button. Only an opened drawer draws them, so
// their rules are in the islands' sheet (parts/island-sheet.ts), not in the pages'.
import { css } from '../../../common/styles.ts';

/** Drawer width (px). */
export const DRAWER_WIDTH = 256;

export const scrim = css`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 0.45);
  z-index: 40;
`;
export const panel = css`
  position: fixed;
  top: 0;
  bottom: 0;
  width: ${DRAWER_WIDTH}px;
  max-width: 85vw;
  overflow-y: auto;
  background: var(--tt-background);
  color: var(--tt-text);
  z-index: 41;
  box-shadow: 0 0 24px rgb(0 0 0 / 0.3);
  /* The reading direction's start: the left on a left-to-right page, the right on a right-to-left one. */
  inset-inline-start: 0;
`;
export const close = css`
  display: block;
  margin-block: 8px 0;
  /* Pushed to the inline end: the far side from where the drawer opens. */
  margin-inline: auto 8px;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: var(--tt-text);
  font-size: 1.5rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--tt-link);
  }
`;
