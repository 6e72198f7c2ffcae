import { css } from './styles.ts';

/** The rules of text for screen readers only, for a rule set that hides it under a condition (a media query). */
export const VISUALLY_HIDDEN_RULES = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Text for screen readers only: kept in the accessibility tree, drawn nowhere. */
export const visuallyHidden = css`
  ${VISUALLY_HIDDEN_RULES}
`;
