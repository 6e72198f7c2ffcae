// The snackbar's message bar. Only a shown message draws it, so its rules are in the islands'
// sheet (parts/island-sheet.ts), not in the pages'.
import { css } from '../../../common/styles.ts';

export const bar = css`
  position: fixed;
  /* Centred without a physical offset (left: 50% and a shift back), so it is centred in either direction. */
  inset-inline: 0;
  bottom: 24px;
  width: fit-content;
  margin-inline: auto;
  z-index: 50;
  max-width: min(560px, calc(100vw - 32px));
  padding: 14px 20px;
  border-radius: var(--tt-radius, 8px);
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
  font-weight: 500;
  touch-action: pan-x;
  &[data-color='success'] {
    background: var(--tt-success-bg, #1e5e2f);
    color: #fff;
  }
  &[data-color='info'] {
    background: var(--tt-info-bg, #1d3557);
    color: #fff;
  }
  &[data-color='error'] {
    background: var(--tt-error-bg, #8a1c1c);
    color: #fff;
  }
`;
