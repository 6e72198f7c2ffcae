import { useEffect, useRef, useState } from 'react';
import { css } from '../../common/styles.ts';

export interface AccountMenuProps {
  entries: { href: string; label: string }[];
}

const button = css`
  min-height: 44px;
  padding: 0 14px;
  border-radius: var(--tt-radius, 8px);
  border: 2px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--tt-secondary);
    outline-offset: 2px;
  }
`;
const list = css`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  min-width: 220px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: var(--tt-background);
  color: var(--tt-text);
  border-radius: var(--tt-radius, 8px);
  box-shadow: 0 8px 28px rgb(0 0 0 / 0.2);
  z-index: 30;
  a {
    display: block;
    padding: 10px 16px;
    color: var(--tt-text);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: var(--tt-surface);
    text-decoration: underline;
  }
  /* A ring, not only the hover look: focus is visible in every theme (WCAG 2.4.7). */
  a:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: -3px;
  }
`;

/** The signed-in visitor's account menu (profile, activities, uploads, connections, support). */
export default function AccountMenu({ entries }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Closing removes the list: focus in it goes back to the button, not to the page's start.
      if (root.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} style={{ position: 'relative' }}>
      <button
        ref={buttonRef}
        type="button"
        className={button}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="account-menu-button"
      >
        My account
      </button>
      {open && (
        <ul className={list} data-testid="account-menu">
          {entries.map((e) => (
            <li key={e.href}>
              <a href={e.href}>{e.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
