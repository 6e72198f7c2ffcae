import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';

const frame = css`
  display: block;
  width: 100%;
  max-width: 100%;
  height: auto;
  overflow: hidden;
`;
/**
 * A picture of a reading-order layout (a ranked list, a chart over time, screens side by side) is
 * drawn mirrored on a right-to-left page, as its real screens would be; each text is flipped back
 * about its own box, so it reads normally and sits where the mirrored layout puts it. Its words
 * run right to left ("321 من أصل 412" starts with 321 at the right), so each text takes
 * `direction: rtl` and the opposite anchor: `end` of a right-to-left text is its left end, so the
 * box covers the same span as the drawn left-to-right one and the mirror puts it where it belongs.
 */
const mirroredInRtl = css`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
  &:dir(rtl) text {
    transform: scaleX(-1);
    transform-box: fill-box;
    transform-origin: center;
    direction: rtl;
    text-anchor: end;
  }
  /* A group's anchor first, then a text's own, which wins over its group's. */
  &:dir(rtl) [text-anchor='end'] text {
    text-anchor: start;
  }
  &:dir(rtl) [text-anchor='middle'] text {
    text-anchor: middle;
  }
  &:dir(rtl) text[text-anchor='start'] {
    text-anchor: end;
  }
  &:dir(rtl) text[text-anchor='end'] {
    text-anchor: start;
  }
  &:dir(rtl) text[text-anchor='middle'] {
    text-anchor: middle;
  }
`;

export interface IllustrationProps {
  /** What the picture shows, in words: its whole text alternative. */
  label: string;
  /** The view box; also the width and height attributes, so the space is kept before CSS loads. */
  width: number;
  height: number;
  className?: string;
  /**
   * Mirror the drawing on a right-to-left page (its texts stay readable): for pictures whose layout
   * follows the reading order. Maps and pictures of places keep their geometry (the default).
   */
  mirrorInRtl?: boolean;
  children: ReactNode;
}

/**
 * The frame of every illustration: an inline SVG with `role="img"` and its text alternative, sized
 * by its view box and an aspect ratio (no layout shift), scaling to its column's width.
 *
 * @example
 * <Illustration label="Team Lynx leads with 8,420 points" width={320} height={200}>…</Illustration>
 */
export function Illustration({ label, width, height, className, mirrorInRtl, children }: IllustrationProps) {
  const classes = [frame, mirrorInRtl && mirroredInRtl, className].filter(Boolean).join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={classes}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {children}
    </svg>
  );
}

/** A DOM-safe id from React's `useId()` (whose characters vary between React versions), for url(#…) references. */
export const svgId = (reactId: string, suffix: string) => `i${reactId.replace(/[^A-Za-z0-9]/g, '')}-${suffix}`;
