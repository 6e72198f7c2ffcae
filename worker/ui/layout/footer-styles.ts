import { css } from '../../../common/styles.ts';
import { BAND_PADDING_INLINE } from './content-column.ts';

/** The footer's rules (worker/ui/layout/footer.tsx): one layout per brand, on every page. */
export const footer = css`
  margin-top: 64px;
  padding-block: 40px 24px;
  padding-inline: ${BAND_PADDING_INLINE};
  background: var(--tt-surface);
  color: var(--tt-text);
  a {
    color: var(--tt-link);
  }
  a:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
  /* High contrast paints the surface the page's own colour: a rule above keeps the footer a part of its own. */
  html[data-theme='highcontrast'] & {
    border-block-start: 3px solid var(--tt-text);
  }
  /* The masthead composition: the toolbar's dark colour, so the page ends as its header begins. */
  &[data-layout='masthead'] {
    background: var(--tt-toolbar);
    color: var(--tt-on-toolbar);
  }
  &[data-layout='masthead'] a {
    color: var(--tt-on-toolbar);
  }
  &[data-layout='masthead'] h2 {
    color: var(--tt-on-toolbar);
  }
  &[data-layout='masthead'] a:focus-visible {
    outline-color: var(--tt-on-toolbar);
  }
  &[data-layout='masthead'] details {
    border-color: color-mix(in srgb, var(--tt-on-toolbar) 45%, var(--tt-toolbar));
  }
  /* High contrast draws every edge in the text colour (worker/ui/base-styles.ts), which is the
     masthead's own dark: on it, edges (the app badges' outline, the dividers) take its text colour. */
  html[data-theme='highcontrast'] &[data-layout='masthead'] * {
    border-color: var(--tt-on-toolbar) !important;
  }
  &[data-layout='masthead'] > div:last-child {
    padding-block-start: 16px;
    border-block-start: 1px solid color-mix(in srgb, var(--tt-on-toolbar) 45%, var(--tt-toolbar));
  }
`;

/** The masthead's first block: the logo, the contact address and the app badges, stacked. */
export const masthead = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding-block-end: 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  /* The badges are black: an edge of the footer's own colour, seen in high contrast only. */
  .badges img {
    display: block;
    height: 40px;
    width: auto;
    border: 1px solid var(--tt-toolbar);
    border-radius: 6px;
  }
`;
/** From this width the groups stand side by side, always open; below it each folds under its heading. */
const COLUMNS = '(min-width: 720px)';
// One layout on every page: the groups are <details>, folded on a phone (they open without
// JavaScript); side by side from tablet widths, where ::details-content keeps them shown.
export const columns = css`
  display: grid;
  grid-template-columns: 1fr;
  details {
    border-block-end: 1px solid var(--tt-muted-text);
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 1.5rem;
    line-height: 1;
  }
  details[open] > summary::after {
    content: '−';
  }
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 12px;
  }
  li {
    padding: 6px 0;
  }
  @media ${COLUMNS} {
    gap: 24px;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    /* The masthead takes the first, wider column; three groups beside it. */
    &[data-layout='masthead'] {
      grid-template-columns: minmax(0, 1.4fr) repeat(3, minmax(0, 1fr));
    }
    details {
      border: 0;
    }
    details::details-content {
      content-visibility: visible;
      display: block;
    }
    summary {
      min-height: 0;
      margin-block-end: 8px;
      cursor: default;
      pointer-events: none;
    }
    summary::after {
      content: none;
    }
  }
`;
export const bottom = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  margin-top: 32px;
  /* Links side by side with no space between them are one unbreakable run: a row that wraps
     keeps long words (Datenschutzerklärung, Toegankelijkheid) inside a phone's width. */
  nav {
    display: flex;
    flex-wrap: wrap;
    column-gap: 16px;
    row-gap: 8px;
  }
  .badges {
    display: flex;
    gap: 12px;
  }
  img {
    display: block;
    height: 40px;
    width: auto;
  }
`;
