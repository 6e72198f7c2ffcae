/**
 * The one content column (logo, hero, sections and text started at four different x
 * positions). Header, main content and footer put their content between the same two edges, so a
 * reader's eye finds one left edge from the logo down.
 */
export const CONTENT_WIDTH = 1120;
/** The space between the window's edge and the column on screens narrower than the column. */
export const GUTTER = 16;
/** Inline padding that puts a full-width band's content on the column's edges. */
export const BAND_PADDING_INLINE = `max(${GUTTER}px, calc((100% - ${CONTENT_WIDTH}px) / 2 + ${GUTTER}px))`;
/** The width of reading text inside the column: narrow pages keep the column's left edge. */
export const READING_WIDTH = 760;
