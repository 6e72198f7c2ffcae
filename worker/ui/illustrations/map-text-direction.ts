import type { CSSProperties } from 'react';
import { directionOf, type PageLocale } from '../../../common/i18n/locales.ts';

type Anchor = 'start' | 'middle' | 'end';

/**
 * How a map's own labels read on a right-to-left page. A map keeps its geometry
 * (the world does not mirror) and every svg text is `direction: ltr` by the base styles, so a
 * picture's anchors stay where they were drawn. A map's labels are words in the page's language,
 * though: in Arabic a label "زحل 1,434 كم" must run from the right. So they get `direction: rtl`
 * (inline, over the base style) and the opposite anchor, which keeps the same side of the point:
 * `start` of a right-to-left text is its right end. Numbers inside keep their own direction (bidi).
 * Left to right, nothing changes: no style, the anchor as drawn.
 */
export function mapTextDirection(locale: PageLocale): {
  style: CSSProperties | undefined;
  anchor: (drawn: Anchor) => Anchor;
} {
  if (directionOf(locale) === 'ltr') return { style: undefined, anchor: (drawn) => drawn };
  const flipped: Record<Anchor, Anchor> = { start: 'end', middle: 'middle', end: 'start' };
  return { style: { direction: 'rtl' }, anchor: (drawn) => flipped[drawn] };
}
