import { useEffect, useRef, useState } from 'react';
import { css } from '../../common/styles.ts';
import {
  dismissMessage,
  showMessage,
  snackbarStore,
  SWIPE_THRESHOLD_PX,
  useStore,
  type MessageColor,
} from '../store.ts';

export interface SnackbarProps {
  /** Messages the server wants shown on load (e.g. after a form post without JavaScript). */
  initial?: { text: string; color: MessageColor }[];
  /** Show buttons that queue sample messages (the /test/theme component gallery). */
  demo?: boolean;
}

const bar = css`
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
const demoRow = css`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

/**
 * The snackbar queue: one message at a time, each closing after its timeout
 * (5000 ms by default), paused while hovered, closed by a vertical swipe of more than 50 px.
 */
export default function Snackbar({ initial = [], demo = false }: SnackbarProps) {
  const { queue } = useStore(snackbarStore);
  const current = queue[0];
  const [hovered, setHovered] = useState(false);
  const remaining = useRef(0);
  const touchY = useRef<number | null>(null);

  useEffect(() => {
    for (const m of initial) showMessage(m.text, m.color);
  }, []);

  useEffect(() => {
    if (current) remaining.current = current.timeout;
  }, [current?.id]);

  useEffect(() => {
    if (!current || hovered) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissMessage(current.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [current?.id, hovered]);

  return (
    <>
      {demo && (
        <div className={demoRow}>
          {(['success', 'info', 'error'] as const).map((color) => (
            <button
              key={color}
              type="button"
              data-testid={`snackbar-demo-${color}`}
              onClick={() => showMessage(`Sample ${color} message`, color)}
            >
              Show {color} message
            </button>
          ))}
        </div>
      )}
      <div role="status" aria-live="polite">
        {current && (
          <div
            className={bar}
            data-color={current.color}
            data-testid="snackbar"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onTouchStart={(e) => (touchY.current = e.touches[0]?.clientY ?? null)}
            onTouchEnd={(e) => {
              const end = e.changedTouches[0]?.clientY;
              if (touchY.current !== null && end !== undefined && Math.abs(end - touchY.current) > SWIPE_THRESHOLD_PX)
                dismissMessage(current.id);
              touchY.current = null;
            }}
          >
            {current.text}
          </div>
        )}
      </div>
    </>
  );
}
