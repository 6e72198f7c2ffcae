import { LOADING_INDICATOR_ID } from '../../../common/islands/island-markers.ts';
import { css, keyframes } from '../../../common/styles.ts';
import { useT } from '../../i18n/messages-context.tsx';

// A transform, not an offset: a moving offset is a layout shift each frame (CLS counted 1e-4 per
// frame while islands loaded), a transform is not. Mirrored on a right-to-left page, so the bar
// runs in the reading direction.
const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;
const bar = css`
  position: fixed;
  top: 0;
  inset-inline: 0;
  z-index: 60;
  height: 3px;
  overflow: hidden;
  background: var(--tt-surface);
  &:dir(rtl) {
    transform: scaleX(-1);
  }
  &[hidden] {
    display: none;
  }
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
    width: 40%;
    background: var(--tt-secondary);
    animation: ${slide} 1.1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
    }
  }
`;
/**
 * The loading bar: hidden in the server HTML; the entry script shows it while the client store's
 * loading counter is above 0 (client/page-status.ts).
 */
export function LoadingIndicator() {
  return (
    <div id={LOADING_INDICATOR_ID} className={bar} role="progressbar" aria-label={useT()('status.loading')} hidden />
  );
}
