/** A round badge of two initials: the face of a team or a quoted person, inventing no one's photo. */
import { css } from '../../common/styles.ts';
import { avatarFill } from './illustrations/avatar-initials.tsx';

/** Two initials of a name ("Corporate Fitness" CF, "TeamTrek" TT, "Maya Lindqvist" ML): a face that invents no one. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+|(?=\p{Lu})/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}

const avatar = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: var(--tt-background);
  font-weight: 700;
  font-size: 0.95rem;
  letter-spacing: 0.02em;
  /* High contrast's text and page colours, not the person's: the inline fill has no contrast rule there. */
  html[data-theme='highcontrast'] & {
    background: var(--tt-text) !important;
    color: var(--tt-background);
  }
`;

/**
 * Decorative: the name it stands for is always written beside it. Its colour is the person's
 * (`avatarFill`), as their quote's avatar shows it on every other page.
 */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span className={avatar} aria-hidden="true" style={{ background: avatarFill(name) }}>
      {initialsOf(name)}
    </span>
  );
}
