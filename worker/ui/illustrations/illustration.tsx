import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';

const frame = css`
  display: block;
  width: 100%;
  max-width: 100%;
  height: auto;
  overflow: hidden;
`;

export interface IllustrationProps {
  /** What the picture shows, in words: its whole text alternative. */
  label: string;
  /** The view box; also the width and height attributes, so the space is kept before CSS loads. */
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of every illustration: an inline SVG with `role="img"` and its text alternative, sized
 * by its view box and an aspect ratio (no layout shift), scaling to its column's width.
 *
 * @example
 * <Illustration label="Team Lynx leads with 8,420 points" width={320} height={200}>…</Illustration>
 */
export function Illustration({ label, width, height, className, children }: IllustrationProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className ? `${frame} ${className}` : frame}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {children}
    </svg>
  );
}

/** A DOM-safe id from React's `useId()` (whose characters vary between React versions), for url(#…) references. */
export const svgId = (reactId: string, suffix: string) => `i${reactId.replace(/[^A-Za-z0-9]/g, '')}-${suffix}`;
