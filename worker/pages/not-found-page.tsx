import { walk } from '../content/menus/load-menus.ts';
import type { MenuItem } from '../content/menus/menu-schema.ts';
import { MenuLink } from '../../common/menu/menu-link.tsx';
import { buildHref } from '../../common/links.ts';
import { PageIntro, Prose } from '../ui/prose.tsx';
import { css } from '../../common/styles.ts';
import { menusFor } from '../page-context.ts';
import type { PageProps } from './page-props.ts';
import { PreviewElsewhere } from './preview-elsewhere.tsx';

const search = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 24px;
  align-items: end;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
  }
  input {
    min-height: 44px;
    min-width: min(320px, 80vw);
    padding: 0 12px;
    font: inherit;
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
  }
  button {
    min-height: 44px;
    padding: 0 20px;
    font: inherit;
    font-weight: 700;
    border: 0;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    cursor: pointer;
  }
`;
const results = css`
  columns: 2 240px;
  padding-inline-start: 20px;
  li {
    margin: 6px 0;
  }
`;

/**
 * Where the search form reloads: a fixed path of ours that no page or rule claims, so it renders
 * this page again; never the request's own path, which a visitor controls (`//evil.example/x`).
 */
export const SITE_SEARCH_PATH = '/search';

/** Every linked menu entry (main and footer), once per path. */
function menuEntries(items: readonly MenuItem[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [item] of walk(items)) if (item.path && !out.has(item.path)) out.set(item.path, item.title);
  return out;
}

/**
 * The 404 page that helps: a search over the site's menus that works without JavaScript (the
 * form reloads it at SITE_SEARCH_PATH with `?q=`), matching links, and the way home.
 */
export function NotFoundPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const menus = menusFor(ctx);
  const q = (ctx.url.searchParams.get('q') ?? '').trim().slice(0, 80);
  const all = [...menuEntries([...menus.main, ...menus.footer])];
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? all.filter(([path, title]) => words.every((w) => `${title} ${path}`.toLowerCase().includes(w)))
    : all.filter(([path]) => !path.startsWith('https://'));
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <PreviewElsewhere ctx={ctx} />
      <form method="get" action={SITE_SEARCH_PATH} className={search} role="search">
        <label>
          {ctx.t('notFound.searchLabel')}
          <input type="search" name="q" defaultValue={q} autoComplete="off" />
        </label>
        {['tenant', 'baseTenant', 'theme'].map(
          (k) =>
            ctx.url.searchParams.get(k) && (
              <input key={k} type="hidden" name={k} value={ctx.url.searchParams.get(k)!} />
            ),
        )}
        <button type="submit">{ctx.t('notFound.searchButton')}</button>
      </form>
      <h2>{q ? ctx.t('notFound.matching', { count: matches.length, query: q }) : ctx.t('notFound.popular')}</h2>
      <ul className={results} data-testid="not-found-links">
        <li>
          <a href={buildHref('/', ctx)}>{ctx.t('notFound.homeLink', { tenant: tenant.name })}</a>
        </li>
        {matches.map(([path, title]) => (
          <li key={path}>
            <MenuLink path={path} search={ctx.search}>
              {title}
            </MenuLink>
          </li>
        ))}
      </ul>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
    </>
  );
}
