import { useEffect, useRef, useState } from 'react';
import { css } from '../../common/styles.ts';
import { list } from './parts/account-menu-list-styles.ts';
import { withIslandSheet } from './parts/island-sheet-call.ts';

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
        onClick={() => (open ? setOpen(false) : withIslandSheet(() => setOpen(true)))}
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
