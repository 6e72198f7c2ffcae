import type { Cell, PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import { LICENSE_LABELS } from '../../../common/pricing/price-list-schema.ts';
import { useT } from '../../i18n/messages-context.tsx';
import { css } from '../../../common/styles.ts';
import { srOnly } from './pricing-styles.ts';
import { scrollHint, scrollShadow } from '../../ui/scroll-cue.ts';

/** Scrolls sideways on phones (a named, focusable region), the feature column kept readable. */
const scroller = css`
  /* The containing block of the cells' screen-reader words, which would otherwise widen the page. */
  position: relative;
  overflow-x: auto;
  margin: 8px 0 40px;
  &:focus-visible {
    outline: 3px solid var(--tt-primary);
    outline-offset: 2px;
  }
  table {
    width: 100%;
    min-width: 600px;
    border-collapse: collapse;
    /* No break inside a term: "Add-on" broke as "Add-/on" in a narrow German column. */
    hyphens: manual;
  }
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid var(--tt-surface);
    text-align: center;
  }
  /*
   * One size for every cell: the word "Add-on" at the body size stood out beside the marks, whose
   * glyphs draw smaller than letters; the word a step smaller, the marks a step larger.
   */
  td {
    white-space: nowrap;
    font-size: 0.9375rem;
  }
  td > [aria-hidden='true'] {
    font-size: 1.125rem;
    line-height: 1;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
    font-weight: 400;
    min-width: 200px;
  }
  /* Wide screens: the features take under half the table and the plans share the rest alike, so a
     feature's marks sit near its name (at 1280 px the names took 700 of 1,088 px). A fixed layout
     from 1000 px, where each plan's column has room for its name and "Add-on". */
  @media (min-width: 1000px) {
    table {
      table-layout: fixed;
    }
    thead th:first-child {
      width: 42%;
    }
  }
  /* Phones: the feature column stays while the plans scroll under it, and a shadow at the
     scrolling edge (drawn only while there is more to see) is the cue that they do. The box grows
     with its rows, scrolling only sideways, so it never traps the page's scroll. */
  @media (max-width: 699px) {
    th[scope='row'],
    thead th:first-child {
      position: sticky;
      inset-inline-start: 0;
      z-index: 1;
      min-width: 0;
      width: 9.5rem;
      font-size: 0.95rem;
      background: var(--tt-background);
      box-shadow: inset -1px 0 0 var(--tt-surface);
    }
    table {
      min-width: 520px;
    }
    td {
      padding: 10px 4px;
    }
    [dir='rtl'] & th[scope='row'],
    [dir='rtl'] & thead th:first-child {
      box-shadow: inset 1px 0 0 var(--tt-surface);
    }
  }
  /* A group's heading spans the table in the page's colour: on a phone no scrolled column's tint or
     edge shadow shows beside it. */
  tbody th[scope='rowgroup'] {
    text-align: start;
    padding-top: 24px;
    font-size: 1.05rem;
    background: var(--tt-background);
  }
  tbody th[scope='rowgroup'] span {
    position: sticky;
    inset-inline-start: 8px;
  }
  thead th.recommended {
    color: var(--tt-link, var(--tt-primary));
  }
  /* The recommended plan's column carries its tint down the table, as its card does. */
  .recommended {
    background: color-mix(in srgb, var(--tt-primary) 6%, var(--tt-background));
  }
  /* A filled look: each group's name on a soft rounded band. */
  html:not([data-look~='ruled']) & tbody th[scope='rowgroup'] span {
    display: inline-block;
    padding: 2px 12px;
    border-radius: var(--tt-radius);
    background: var(--tt-surface);
  }
  /* A ruled look: a rate card, a hairline under every row, a heavy rule under the plans' names,
     the groups' names in small capitals. */
  html[data-look~='ruled'] & {
    th,
    td {
      padding-block: 7px;
      border-bottom-color: var(--tt-edge);
    }
    thead th {
      border-bottom: 2px solid var(--tt-text);
      font-weight: 700;
    }
    thead th.recommended {
      box-shadow: inset 0 4px 0 var(--tt-primary);
    }
    tbody th[scope='rowgroup'] {
      padding-top: 18px;
      font-size: 0.8rem;
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: var(--tt-muted-text);
    }
  }
  .yes {
    color: var(--tt-primary);
    font-weight: 700;
  }
`;

function CellText({ cell }: { cell: Cell }) {
  const t = useT();
  if (cell === true)
    return (
      <>
        <span className="yes" aria-hidden="true">
          ✓
        </span>
        <span className={srOnly}>{t('pricing.compare.included')}</span>
      </>
    );
  if (cell === false)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className={srOnly}>{t('pricing.compare.notIncluded')}</span>
      </>
    );
  // "Add-on" is the plans' one word among the cells (the others are figures): the page's word for it.
  return <>{cell === 'Add-on' ? t('pricing.compare.addOn') : cell}</>;
}

/** The feature matrix as one table: the same rows the plan cards read. */
export function PlanComparisonTable({ content }: { content: PlanContent }) {
  const t = useT();
  const licences = content.plans.map((p) => p.license);
  return (
    <section aria-labelledby="compare-plans" data-kicker>
      <h2 id="compare-plans">{t('pricing.compare.heading')}</h2>
      <p className={scrollHint} id="compare-plans-hint">
        {t('pricing.compare.scrollHint')}
      </p>
      <div
        className={`${scroller} ${scrollShadow}`}
        role="region"
        aria-labelledby="compare-plans"
        aria-describedby="compare-plans-hint"
        tabIndex={0}
        data-testid="plan-comparison-scroller"
      >
        <table data-testid="plan-comparison">
          <thead>
            <tr>
              <th scope="col">{t('pricing.compare.feature')}</th>
              {licences.map((l) => (
                <th key={l} scope="col" className={l === content.recommended ? 'recommended' : undefined}>
                  {LICENSE_LABELS[l]}
                </th>
              ))}
            </tr>
          </thead>
          {content.groups.map((group) => (
            <tbody key={group.name}>
              <tr>
                <th scope="rowgroup" colSpan={licences.length + 1}>
                  <span>{group.name}</span>
                </th>
              </tr>
              {group.features.map((f) => (
                <tr key={f.name}>
                  <th scope="row">{f.name}</th>
                  {licences.map((l) => (
                    <td key={l} className={l === content.recommended ? 'recommended' : undefined}>
                      <CellText cell={f.plans[l]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
