import type { ReactNode } from 'react';
import { buildHref, isExternal } from '../links.ts';
import { css } from '../styles.ts';
import { useVideoLink } from '../video-links.tsx';

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export interface MenuLinkProps {
  /** A site path (`/pricing`, or a legacy page such as cofi's `/blog`) or an https:// URL. */
  path: string;
  /** The current page's query string, for the parameters internal links keep. */
  search: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The one menu link: https:// opens another site in a new tab (and says so to screen readers);
 * everything else is a site route built by `buildHref`, which keeps preview parameters and gclid.
 *
 * @example
 * <MenuLink path="/pricing" search="?gclid=x">Pricing</MenuLink> // <a href="/pricing?gclid=x">
 */
export function MenuLink({ path, search, className, children }: MenuLinkProps) {
  // A video link opens the page's video dialog (common/video-links.tsx); without JavaScript, a new tab.
  useVideoLink(path);
  if (isExternal(path)) {
    return (
      <a className={className} href={path} target="_blank" rel="noopener">
        {children}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className={className} href={buildHref(path, { search })}>
      {children}
    </a>
  );
}
