import { css } from '../../common/styles.ts';
import type { TrialChoice } from './trial-choice.ts';

const note = css`
  margin-block: 0 24px;
  padding: 12px 16px;
  border-inline-start: 4px solid var(--tt-primary);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  color: var(--tt-text);
  p {
    margin: 0;
  }
  p + p {
    margin-block-start: 6px;
  }
`;

/** The choice a visitor brought along (plan, journey plan), above the trials; nothing when none. */
export function TrialChoiceNote({ choice, planLine }: { choice: TrialChoice; planLine: (plan: string) => string }) {
  if (!choice.plan && !choice.journey) return null;
  return (
    <div className={note} data-testid="trial-choice" data-plan={choice.plan?.license}>
      {choice.plan && <p>{planLine(choice.plan.name)}</p>}
      {choice.journey && <p>{choice.journey}</p>}
    </div>
  );
}
