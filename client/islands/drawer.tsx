import { useEffect, useRef, useState } from 'react';
import { DrawerMenu, type DrawerItem } from '../../common/menu/drawer-menu.tsx';
import { NEW_TAB_HINT, NewTabHintProvider } from '../../common/menu/menu-link.tsx';
import { css } from '../../common/styles.ts';
import { close, panel, scrim } from './parts/drawer-panel-styles.ts';
import { withIslandSheet } from './parts/island-sheet-call.ts';

export interface DrawerProps {
  items: DrawerItem[];
  search: string;
  showTrialButton: boolean;
  /** Its words in the page's language (messages `drawer.*`), formatted by the server: the island ships no catalogue. */
  /** `newTab`: the hidden hint after links to other sites, on translated pages (English is MenuLink's default). */
  /** `inEnglish`: the marker after entries that lead to English-only pages, on translated pages. */
  labels: { open: string; close: string; siteMenu: string; startTrial: string; newTab?: string; inEnglish?: string };
  /** Where the trial button goes, with the page's locale prefix (the server localises the items' paths). */
  trialPath?: string;
}

export { DRAWER_WIDTH } from './parts/drawer-panel-styles.ts';

const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: var(--tt-radius, 8px);
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--tt-secondary);
    outline-offset: 2px;
  }
`;
/**
 * Tab from the drawer's last control goes to its first, Shift+Tab from the first to the last: while
 * the drawer is open the page behind its scrim takes no focus (it would be hidden, WCAG 2.4.11).
 */
function keepFocusIn(panel: HTMLElement | null, e: KeyboardEvent) {
  const focusable = [...(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  if (!focusable.length) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const outside = !panel!.contains(document.activeElement);
  if (e.shiftKey && (document.activeElement === first || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The side drawer: temporary, closed by default, opens from the inline start (the left; the right
 * in a right-to-left document, by CSS alone, so the island needs no direction prop), and closes on
 * route change, on Escape and when the screen grows past the small-screen breakpoint (where the top
 * menu takes over).
 */
export default function Drawer({ items, search, showTrialButton, labels, trialPath }: DrawerProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  // Focus moves into the drawer when it opens (to its close button), and back to the menu button
  // when it closes with focus inside (Escape, the close button): closing empties the panel, and
  // focus would otherwise fall to the page's start.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    else if (wasOpen.current && (document.activeElement === document.body || !document.activeElement))
      toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
      else if (e.key === 'Tab') keepFocusIn(panelRef.current, e);
    };
    const onRoute = () => setOpen(false);
    const wide = window.matchMedia('(min-width: 960px)');
    const onWide = () => wide.matches && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onRoute);
    window.addEventListener('hashchange', onRoute);
    window.addEventListener('pagehide', onRoute);
    wide.addEventListener('change', onWide);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onRoute);
      window.removeEventListener('hashchange', onRoute);
      window.removeEventListener('pagehide', onRoute);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={toggle}
        aria-expanded={open}
        aria-controls="side-drawer"
        aria-label={labels.open}
        onClick={() => withIslandSheet(() => setOpen(true))}
        data-testid="drawer-toggle"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {open && <div className={scrim} onClick={() => setOpen(false)} data-testid="drawer-scrim" />}
      <aside
        ref={panelRef}
        id="side-drawer"
        // Its rules are the islands' sheet's, linked before the first opening: hidden, it needs none.
        className={open ? panel : undefined}
        hidden={!open}
        aria-label={labels.siteMenu}
        data-testid="drawer"
        onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
      >
        {/* Filled only when open: the server HTML (every page) then carries the menu once, in the props. */}
        {open && (
          <>
            <button type="button" className={close} aria-label={labels.close} onClick={() => setOpen(false)}>
              ×
            </button>
            <NewTabHintProvider value={labels.newTab ? ` ${labels.newTab}` : NEW_TAB_HINT}>
              <DrawerMenu
                items={items}
                search={search}
                showTrialButton={showTrialButton}
                trialLabel={labels.startTrial}
                inEnglish={labels.inEnglish}
                {...(trialPath && { trialPath })}
              />
            </NewTabHintProvider>
          </>
        )}
      </aside>
    </>
  );
}
