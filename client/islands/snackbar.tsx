import { useEffect, useRef, useState } from 'react';
import { css } from '../../common/styles.ts';
import { bar } from './parts/snackbar-bar-styles.ts';
import { withIslandSheet } from './parts/island-sheet-call.ts';
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
  // The bar's rules are the islands' sheet's: a message waits for them, its timeout with it.
  const [styled, setStyled] = useState(false);
  useEffect(() => {
    if (current && !styled) withIslandSheet(() => setStyled(true));
  }, [current?.id]);

  useEffect(() => {
    for (const m of initial) showMessage(m.text, m.color);
  }, []);

  useEffect(() => {
    if (current) remaining.current = current.timeout;
  }, [current?.id]);

  useEffect(() => {
    if (!current || !styled || hovered) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissMessage(current.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [current?.id, styled, hovered]);

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
        {current && styled && (
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
