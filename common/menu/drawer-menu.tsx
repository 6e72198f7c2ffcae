import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type { MenuItem } from './menu-item.ts';

import { buildHref } from '../links.ts';
import { css } from '../styles.ts';
import { MenuLink } from './menu-link.tsx';
import { renderMenuMarkdown } from './menu-markdown.tsx';
import { splitLocale } from '../i18n/locales.ts';
import { byOrder, MIN_TOUCH_TARGET } from './menu-items.ts';

/**
 * One drawer entry as it travels in the page (the drawer is an island, so its menu is JSON in
 * every page's HTML): only what the drawer shows, already chosen and in order, and only the
 * fields it reads. `items` is present on a top-level entry that had children in the menu (it is
 * drawn as a group, even when none of them is shown) and on a child with sub-items to show.
 */
export interface DrawerItem {
  title: string;
  path?: string;
  markdown?: string;
  /**
   * A group of the page in each language (the language switcher's): each child names its language
   * in itself, so it is marked with the language of its path. One flag, not a `lang` per child:
   * the props travel in every page's HTML, and the home's size budget had no room for six.
   */
  languages?: true;
  /**
   * Leads to a page that is English only in the page's language: the entry says so, as the header
   * and footer menus do (worker/i18n/localize-links.ts), with `hreflang="en"` and the marker.
   */
  en?: true;
  items?: DrawerItem[];
}

/** The marker after an entry that leads to an English page ("(auf Englisch)"), from the drawer's labels. */
const InEnglishContext = createContext<string | undefined>(undefined);

/** One menu item's drawer entry, with the children the drawer shows under it. */
function entryOf(item: MenuItem, children?: DrawerItem[]): DrawerItem {
  const entry: DrawerItem = { title: item.title };
  if (item.path) entry.path = item.path;
  if (item.markdown) entry.markdown = item.markdown;
  if (children) entry.items = children;
  return entry;
}

/** A child's sub-items that are marked for the drawer. */
const drawerSubItems = (child: MenuItem) => byOrder(child.items).filter((sub) => sub.show_in_drawer);

/**
 * The drawer's entries from a menu: every top-level item in order; under one with children, a
 * child with sub-items when it has a link or sub-items marked show_in_drawer (then those, in
 * order), and a child without sub-items only when it is marked show_in_drawer.
 */
export function toDrawerItems(items: readonly MenuItem[]): DrawerItem[] {
  return byOrder(items).map((item) => {
    if (!item.items.length) return entryOf(item);
    const children = byOrder(item.items).flatMap((child) => {
      if (!child.items.length) return child.show_in_drawer ? [entryOf(child)] : [];
      const subs = drawerSubItems(child).map((sub) => entryOf(sub));
      if (!child.path && !subs.length) return [];
      return [entryOf(child, subs.length ? subs : undefined)];
    });
    return entryOf(item, children);
  });
}

// The drawer sits on the page background: page text colour for entries (links are recognisable by
// place, and the text colour has the best contrast), link colour for focus rings, surface on hover.
// Logical properties indent from the start side, so right-to-left drawers indent from the right.
const nav = css`
  padding: 8px 0 16px;
  color: var(--tt-text);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const entry = css`
  display: flex;
  align-items: center;
  min-height: ${MIN_TOUCH_TARGET}px;
  padding: 0 16px;
  color: var(--tt-text);
  text-decoration: none;
  &[href]:hover {
    background: var(--tt-surface);
    text-decoration: underline;
  }
  &[href]:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: -3px;
  }
`;
const markdownEntry = css`
  display: block;
  min-height: ${MIN_TOUCH_TARGET}px;
  padding: 0 16px;
  line-height: ${MIN_TOUCH_TARGET}px;
  a[href] {
    display: inline-block;
    min-height: ${MIN_TOUCH_TARGET}px;
    color: var(--tt-link);
  }
  a[href]:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
`;
/** Indent by depth (top level, child, sub-item); declared after the entries so it wins. */
const INDENT = [
  css`
    padding-inline-start: 16px;
  `,
  css`
    padding-inline-start: 24px;
  `,
  css`
    padding-inline-start: 40px;
    font-size: 0.9375rem;
  `,
] as const;
const divider = css`
  margin: 8px 0;
  border: 0;
  border-top: 1px solid color-mix(in srgb, var(--tt-text) 20%, transparent);
`;
const trialButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${MIN_TOUCH_TARGET}px;
  margin: 8px 16px 16px;
  padding: 0 16px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
`;

export const TRIAL_PATH = '/start-trial';

interface EntryProps {
  item: DrawerItem;
  search: string;
  /** 0 top level, 1 child, 2 sub-item: sets the indent. */
  depth: 0 | 1 | 2;
  bold?: boolean;
  /** The title's language when it is not the page's. */
  lang?: string | undefined;
}

/**
 * One drawer entry: its link (bold for a group title), or, when it has markdown, the rendered
 * markdown instead of the title. Markdown with links of its own is not wrapped in the entry's
 * link (a link inside a link is invalid HTML); a WRAPPER without a path is plain text.
 */
function Entry({ item, search, depth, bold = false, lang }: EntryProps) {
  const markdown = item.markdown ? renderMenuMarkdown(item.markdown, search) : null;
  if (markdown?.linked) return <span className={`${markdownEntry} ${INDENT[depth]}`}>{markdown.content}</span>;
  const label = markdown?.content ?? (lang ? <span lang={lang}>{item.title}</span> : item.title);
  const content = bold ? <strong>{label}</strong> : label;
  const inEnglish = useContext(InEnglishContext);
  if (!item.path) return <span className={`${entry} ${INDENT[depth]}`}>{content}</span>;
  const english = item.en && inEnglish !== undefined;
  return (
    <MenuLink
      path={item.path}
      search={search}
      className={`${entry} ${INDENT[depth]}`}
      {...(english && { hrefLang: 'en' })}
    >
      {english ? (
        // One flex item: a flex item's leading space is dropped, which glued the marker to the label.
        <span>
          {content}
          <span className="tt-in-english"> {inEnglish}</span>
        </span>
      ) : (
        content
      )}
    </MenuLink>
  );
}

/** A top-level entry with children: its title in bold as a link, then its children and their sub-items, indented. */
function Group({ item, search }: { item: DrawerItem; search: string }) {
  const children = item.items ?? [];
  return (
    <div>
      <Entry item={item} search={search} depth={0} bold />
      {children.length > 0 && (
        <ul>
          {children.map((child, i) => (
            <li key={i}>
              <Entry
                item={child}
                search={search}
                depth={1}
                lang={item.languages && child.path ? splitLocale(child.path.split(/[?#]/, 1)[0]!).locale : undefined}
              />
              {child.items && (
                <ul>
                  {child.items.map((sub, j) => (
                    <li key={j}>
                      <Entry item={sub} search={search} depth={2} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface DrawerMenuProps {
  items: readonly DrawerItem[];
  /** The current page's query string; internal links keep its preview parameters and gclid. */
  search: string;
  /** Only one tenant shows the 'Start Free Trial' button; the caller decides. */
  showTrialButton: boolean;
  /** The landmark's name; the top menu is "Main". */
  label?: string;
  /** The trial button's words, in the page's language (messages `drawer.startTrial`). */
  trialLabel?: string;
  /** Where the trial button goes: `/start-trial`, with the page's locale prefix on a translated page. */
  trialPath?: string;
  /** The marker after entries marked `en` ("(auf Englisch)"); none on English pages. */
  inEnglish?: string | undefined;
}

/**
 * The side drawer's menu: groups with a bold title link
 * and their children, a divider after each group, plain links for entries without children, and
 * the trial button when asked. No state: the drawer island around it opens and closes it.
 *
 * @example
 * <DrawerMenu items={toDrawerItems(menus.main)} search={url.search} showTrialButton={false} />
 */
export function DrawerMenu({
  items,
  search,
  showTrialButton,
  label = 'Menu',
  trialLabel = 'Start Free Trial',
  trialPath = TRIAL_PATH,
  inEnglish,
}: DrawerMenuProps) {
  const blocks: ReactNode[] = [];
  let plain: DrawerItem[] = [];
  const flushPlain = () => {
    if (!plain.length) return;
    blocks.push(
      <ul key={blocks.length}>
        {plain.map((item, i) => (
          <li key={i}>
            <Entry item={item} search={search} depth={0} />
          </li>
        ))}
      </ul>,
    );
    plain = [];
  };
  for (const item of items) {
    if (!item.items) {
      plain.push(item);
      continue;
    }
    flushPlain();
    blocks.push(
      <Fragment key={blocks.length}>
        <Group item={item} search={search} />
        <hr className={divider} />
      </Fragment>,
    );
  }
  flushPlain();
  return (
    <nav className={nav} aria-label={label}>
      {showTrialButton && (
        <a className={trialButton} href={buildHref(trialPath, { search })}>
          {trialLabel}
        </a>
      )}
      <InEnglishContext.Provider value={inEnglish}>{blocks}</InEnglishContext.Provider>
    </nav>
  );
}
