import { css, keyframes } from './styles.ts';

/**
 * The fixed bottom corner (worker/ui/layout/fixed-actions.tsx: back to top and the page's next
 * step) and what lets a part of a page stay clear of it. Here, in `common/`, because an island
 * (the pricing estimator) marks its result with `clearOfFixedCorner` too.
 */

/** The button's height and its distance from the window's edges (px). */
export const CORNER_BUTTON = 48;
export const CORNER_MARGIN = 16;
/** What the page keeps clear at the bottom of the window: the button and its margin on both sides. */
export const FIXED_ACTIONS_BAND = CORNER_BUTTON + 2 * CORNER_MARGIN;
/** On a phone the two buttons stack: the band holds both. */
export const STACKED_BAND = 2 * CORNER_BUTTON + 8 + 2 * CORNER_MARGIN;
export const PHONE = '(max-width: 479px)';

/** The view timeline of the one part of a page the corner must never hide. */
export const CLEAR_TIMELINE = '--tt-corner-clear';

/**
 * For a result a visitor reads while working (the estimator's total): a view timeline whose
 * viewport is only the corner's band at the bottom of the window (`view-timeline-inset` takes the
 * rest off the top), so it is active exactly while the part is behind the corner. The corner hides
 * for that time (`hideWhileClearing`). Without scroll-driven animations nothing changes.
 */
export const clearOfFixedCorner = css`
  view-timeline: ${CLEAR_TIMELINE} block;
  view-timeline-inset: calc(100% - ${FIXED_ACTIONS_BAND}px) 0px;
  @media ${PHONE} {
    view-timeline-inset: calc(100% - ${STACKED_BAND}px) 0px;
  }
`;

const hidden = keyframes`
  0%, 100% {
    visibility: hidden;
  }
`;

/**
 * The corner's side: hidden while the timeline is active, untouched before and after it (fill
 * mode none) and on pages that have no such part (an inactive timeline applies no animation).
 */
export const hideWhileClearing = `
  animation: ${hidden} 1s linear none;
  animation-timeline: ${CLEAR_TIMELINE};
`;
