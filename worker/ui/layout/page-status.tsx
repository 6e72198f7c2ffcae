import { BACK_TO_TOP_ID, LOADING_INDICATOR_ID } from '../../../common/islands/island-markers.ts';
import { css, keyframes } from '../../../common/styles.ts';
import { useT } from '../../i18n/messages-context.tsx';

// Logical offsets: the bar runs in the reading direction (right to left on an RTL page).
const slide = keyframes`from { inset-inline-start: -40%; } to { inset-inline-start: 100%; }`;
const bar = css`
  position: fixed;
  top: 0;
  inset-inline: 0;
  z-index: 60;
  height: 3px;
  overflow: hidden;
  background: var(--tt-surface);
  &[hidden] {
    display: none;
  }
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 40%;
    background: var(--tt-secondary);
    animation: ${slide} 1.1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      inset-inline-start: 0;
      width: 100%;
    }
  }
`;
// Inside the fixed corner (fixed-actions.tsx), beside the primary action: its position is the corner's.
const toTop = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: var(--tt-toolbar);
  color: var(--tt-on-toolbar);
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.25);
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid var(--tt-secondary);
    outline-offset: 2px;
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

/** Back to top: hidden in the server HTML; the entry script shows it after 300 px of scroll. */
export function BackToTop() {
  return (
    <button id={BACK_TO_TOP_ID} type="button" className={toTop} aria-label={useT()('status.backToTop')} hidden>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" />
      </svg>
    </button>
  );
}
