/**
 * The pricing folds' cue, as rules inside a component's styles (the plan cards' "what's included",
 * the estimator's details): a triangle pointing down, the same in either direction of text, that
 * turns when its `details` opens. Interpolated into each `css` template so both folds read alike.
 */
export const FOLD_CUE = `
  summary::after {
    content: '';
    flex: none;
    width: 10px;
    height: 6px;
    background: currentColor;
    clip-path: polygon(0 0, 100% 0, 50% 100%);
  }
  details[open] > summary::after {
    transform: rotate(180deg);
  }
`;
