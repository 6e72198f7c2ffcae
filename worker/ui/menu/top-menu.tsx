import type { ReactNode } from 'react';
import type { MenuItem } from '../../content/menus/menu-schema.ts';
import { GRID_UNITS } from '../../../common/menu/menu-limits.ts';
import { css } from '../../../common/styles.ts';
import { MenuLink } from '../../../common/menu/menu-link.tsx';
import { byOrder, MULTI_COLUMN_PANEL_WIDTH, splitAtDividers } from '../../../common/menu/menu-items.ts';

/** Column counts the schema allows (divisors of 12); each gets its grid rule, keyed by data-cols. */
const COLUMN_COUNTS = Array.from({ length: GRID_UNITS }, (_, i) => i + 1).filter((n) => GRID_UNITS % n === 0);

// The top menu sits on the toolbar: it inherits the toolbar's text colour (--tt-on-toolbar) and
// draws focus rings in that colour too, so they contrast with the toolbar in every theme.
const bar = css`
  display: flex;
  align-items: center;
  gap: 4px;
  & > ul {
    display: flex;
    align-items: center;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & > hr {
    align-self: stretch;
    width: 1px;
    margin: 12px 4px;
    border: 0;
    background: currentColor;
    opacity: 0.3;
  }
`;
const textButton = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: var(--tt-radius, 8px);
  color: inherit;
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  list-style: none;
  user-select: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  svg {
    transition: transform 0.15s ease;
  }
`;
const dropdown = css`
  position: relative;
  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;
// The panel is on the page background, so it switches to the page's text and link colours; the
// `a[href]` selectors outrank the toolbar's own `a { color: inherit }`.
const panel = css`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 30;
  min-width: 240px;
  max-width: calc(100vw - 32px);
  padding: 12px;
  background: var(--tt-background);
  color: var(--tt-text);
  border-radius: var(--tt-radius, 8px);
  box-shadow:
    0 8px 24px rgb(0 0 0 / 0.18),
    0 0 0 1px rgb(0 0 0 / 0.06);
  &[data-panel='wide'] {
    width: ${MULTI_COLUMN_PANEL_WIDTH}px;
  }
  &[data-align='end'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a[href] {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: var(--tt-radius, 8px);
    color: var(--tt-text);
    text-decoration: none;
  }
  li a[href]:hover {
    background: var(--tt-surface);
    color: var(--tt-link);
    text-decoration: underline;
  }
  a[href]:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: -3px;
  }
  hr {
    margin: 8px 0;
    border: 0;
    border-top: 1px solid color-mix(in srgb, var(--tt-text) 20%, transparent);
  }
  ul ul {
    padding-inline-start: 12px;
  }
`;
const grid = css`
  display: grid;
  gap: 8px 16px;
  margin-bottom: 4px;
  ${COLUMN_COUNTS.map((n) => `&[data-cols='${GRID_UNITS / n}'] { grid-template-columns: repeat(${n}, 1fr); }`).join('\n')}
`;
const columnHeading = css`
  margin: 4px 12px 4px;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--tt-muted-text);
  a[href] {
    color: var(--tt-link);
    text-decoration: none;
  }
  a[href]:hover {
    text-decoration: underline;
  }
`;

const arrow = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M7 10l5 5 5-5z" />
  </svg>
);

/** A list with separators where items ask for `divider_above`. */
function DividedList({ items, search }: { items: MenuItem[]; search: string }) {
  return splitAtDividers(items).map((run) => (
    <AfterDivider key={run.items[0]!.id} divider={run.divider}>
      <ul>
        {run.items.map((item) => (
          <li key={item.id}>
            {item.path ? (
              <MenuLink path={item.path} search={search}>
                {item.title}
              </MenuLink>
            ) : (
              <span className={columnHeading}>{item.title}</span>
            )}
            {item.items.length > 0 && <DividedList items={byOrder(item.items)} search={search} />}
          </li>
        ))}
      </ul>
    </AfterDivider>
  ));
}

/** A run of entries, drawn after a separator (`<hr>`, role separator) when its first entry asks. */
function AfterDivider({ divider, children }: { divider: boolean; children: ReactNode }) {
  return (
    <>
      {divider && <hr />}
      {children}
    </>
  );
}

/** One column: a heading (a link when it has a path) over its items. */
function Column({ item, search }: { item: MenuItem; search: string }) {
  const headingId = `top-menu-${item.id}`;
  return (
    <div>
      <p className={columnHeading} id={headingId}>
        {item.path ? (
          <MenuLink path={item.path} search={search}>
            {item.title}
          </MenuLink>
        ) : (
          item.title
        )}
      </p>
      <div role="group" aria-labelledby={headingId}>
        <DividedList items={byOrder(item.items)} search={search} />
      </div>
    </div>
  );
}

/**
 * A dropdown: `<details>`/`<summary>` open and close without JavaScript and are announced as a
 * button with its expanded state. Entries sharing `name` close each other in current browsers.
 */
function Dropdown({ item, search, alignEnd }: { item: MenuItem; search: string; alignEnd: boolean }) {
  const children = byOrder(item.items);
  const columns = children.filter((c) => c.multi_column);
  const rest = children.filter((c) => !c.multi_column);
  return (
    <details className={dropdown} name="top-menu">
      <summary className={textButton}>
        {item.title}
        {arrow}
      </summary>
      <div className={panel} data-panel={columns.length ? 'wide' : 'default'} data-align={alignEnd ? 'end' : 'start'}>
        {columns.length > 0 && (
          <div className={grid} data-cols={GRID_UNITS / columns.length}>
            {columns.map((column) => (
              <Column key={column.id} item={column} search={search} />
            ))}
          </div>
        )}
        {rest.length > 0 && <DividedList items={rest} search={search} />}
      </div>
    </details>
  );
}

export interface TopMenuProps {
  items: readonly MenuItem[];
  /** The current page's query string; internal links keep its preview parameters and gclid. */
  search: string;
  /** The landmark's name; the drawer's menu is "Menu". */
  label?: string;
}

/**
 * The toolbar menu (the top menu): entries with children are dropdown
 * buttons with a down arrow, whose panel is 600 px wide when a child is multi_column (those
 * children become equal columns, the others a list below); entries without children are text
 * buttons. Server-rendered, no state: it works before and without any script.
 *
 * @example
 * <TopMenu items={CONTENT.menus[tenant.cmsMenuKey] ?? []} search={url.search} />
 */
export function TopMenu({ items, search, label = 'Main' }: TopMenuProps) {
  const entries = byOrder(items);
  const half = entries.length / 2;
  return (
    <nav className={bar} aria-label={label}>
      {splitAtDividers(entries).map((run) => (
        <AfterDivider key={run.items[0]!.id} divider={run.divider}>
          <ul>
            {run.items.map((item) => (
              <li key={item.id}>
                {item.items.length > 0 ? (
                  <Dropdown item={item} search={search} alignEnd={entries.indexOf(item) >= half} />
                ) : item.path ? (
                  <MenuLink path={item.path} search={search} className={textButton}>
                    {item.title}
                  </MenuLink>
                ) : null}
              </li>
            ))}
          </ul>
        </AfterDivider>
      ))}
    </nav>
  );
}
