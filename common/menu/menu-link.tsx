import { createContext, useContext, type ReactNode } from 'react';
import { buildHref, isExternal } from '../links.ts';
import { newTabHint } from './new-tab-hint.ts';
import { useVideoLink } from '../video-links.tsx';

/** What screen readers hear after a link that opens another site: the page's language, English by default. */
export const NEW_TAB_HINT = ' (opens in a new tab)';
const NewTabHintContext = createContext(NEW_TAB_HINT);
/** The server's pages provide the catalogue's words (worker/render/render-page.tsx), the drawer its label. */
export const NewTabHintProvider = NewTabHintContext.Provider;

export interface MenuLinkProps {
  /** A site path (`/pricing`, or a legacy page such as cofi's `/blog`) or an https:// URL. */
  path: string;
  /** The current page's query string, for the parameters internal links keep. */
  search: string;
  className?: string | undefined;
  /** The language of the page it leads to, when not the page's own (`en` on a translated page). */
  hrefLang?: string;
  children: ReactNode;
}

/**
 * The one menu link: https:// opens another site in a new tab (and says so to screen readers);
 * everything else is a site route built by `buildHref`, which keeps preview parameters and gclid.
 *
 * @example
 * <MenuLink path="/pricing" search="?gclid=x">Pricing</MenuLink> // <a href="/pricing?gclid=x">
 */
export function MenuLink({ path, search, className, hrefLang, children }: MenuLinkProps) {
  // A video link opens the page's video dialog (common/video-links.tsx); without JavaScript, a new tab.
  useVideoLink(path);
  const hint = useContext(NewTabHintContext);
  if (isExternal(path)) {
    // A label that ends in its own brackets ("Help centre (in English)") takes the hint inside them:
    // one aside, "(in English, opens in a new tab)", not two in a row.
    const label = typeof children === 'string' && children.endsWith(')') ? children : '';
    const inner = label && /^ \((.+)\)$/.exec(hint)?.[1];
    return (
      <a className={className} href={path} target="_blank" rel="noopener">
        {inner ? label.slice(0, -1) : children}
        <span className={newTabHint}>{inner ? `${/[\u0600-\u06ff]/.test(inner) ? '، ' : ', '}${inner}` : hint}</span>
        {inner && ')'}
      </a>
    );
  }
  return (
    <a className={className} href={buildHref(path, { search })} hrefLang={hrefLang}>
      {children}
    </a>
  );
}
