import { buildHref } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import type { Crumb } from './breadcrumb-trail.ts';
import { directionOf } from '../../../common/i18n/locales.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';

const nav = css`
  margin: 0 0 16px;
  font-size: 0.95rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    padding: 0 8px;
    color: var(--tt-muted-text);
  }
  a {
    color: var(--tt-link);
    display: inline-block;
    min-height: 24px;
  }
  /* On a phone, only the way up: the parent as a back link (the page itself is the heading below,
     and a full trail of long titles pushed the page's picture out of the first screen). */
  @media (max-width: 599px) {
    li {
      display: none;
    }
    li:nth-last-child(2) {
      display: block;
      &::before {
        content: '‹';
        padding-inline: 0 8px;
      }
    }
  }
`;

/**
 * The visible breadcrumb of a nested page, as the WAI-ARIA breadcrumb pattern has it: a labelled
 * `nav` with an ordered list and `aria-current` on the last item, which is the page itself (text,
 * not a link). Nothing for a trail of none. English in a page of another language says so: each
 * crumb named by its English title (`lang="en"`, left to right inside a right-to-left page), the
 * page itself too when it is shown in English (render/visible-trail.ts).
 */
export function Breadcrumb({ trail, search }: { trail: readonly Crumb[]; search: string }) {
  const t = useT();
  const rtl = directionOf(usePageLocale()) === 'rtl';
  if (trail.length === 0) return null;
  const english = { lang: 'en', ...(rtl && { dir: 'ltr' }) };
  return (
    <nav aria-label={t('breadcrumb.label')} className={nav} data-testid="breadcrumb">
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page" {...(crumb.lang && english)}>
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={buildHref(crumb.path, { search })} {...(crumb.lang && english)}>
                {crumb.name}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
