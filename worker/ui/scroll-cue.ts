import { css } from '../../common/styles.ts';

/**
 * The cue that a table scrolls sideways on a phone, the plan comparison's first: a line above the
 * table saying so (`scrollHint`, phones only), and on the scrolling frame `scrollShadow`, a shadow
 * at the edge the table scrolls towards, drawn only while there is more to see (a background fixed
 * to the frame under one that scrolls with the table and covers it at the end, so a frame whose
 * table fits shows none). The frame's first column stays in place (its own sticky rule).
 */
export const scrollHint = css`
  margin: 0 0 4px;
  color: var(--tt-muted-text);
  font-size: 0.95rem;
  @media (min-width: 700px) {
    display: none;
  }
`;

export const scrollShadow = css`
  @media (max-width: 699px) {
    background:
      linear-gradient(to left, var(--tt-background) 30%, transparent) right / 40px 100% no-repeat local,
      radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.25), transparent) right / 14px 100% no-repeat scroll;
    [dir='rtl'] & {
      background:
        linear-gradient(to right, var(--tt-background) 30%, transparent) left / 40px 100% no-repeat local,
        radial-gradient(farthest-side at 0% 50%, rgb(0 0 0 / 0.25), transparent) left / 14px 100% no-repeat scroll;
    }
  }
`;
