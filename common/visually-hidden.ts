import { css } from './styles.ts';

/** Text for screen readers only: kept in the accessibility tree, drawn nowhere. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
