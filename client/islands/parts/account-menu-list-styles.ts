// The account menu's open list. Only an opened menu draws it, so its rules are in the islands'
// sheet (parts/island-sheet.ts), not in the pages'.
import { css } from '../../../common/styles.ts';

export const list = css`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  min-width: 220px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: var(--tt-background);
  color: var(--tt-text);
  border-radius: var(--tt-radius, 8px);
  box-shadow: 0 8px 28px rgb(0 0 0 / 0.2);
  z-index: 30;
  a {
    display: block;
    padding: 10px 16px;
    color: var(--tt-text);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: var(--tt-surface);
    text-decoration: underline;
  }
  /* A ring, not only the hover look: focus is visible in every theme (WCAG 2.4.7). */
  a:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: -3px;
  }
`;
