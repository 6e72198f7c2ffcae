import StepConverter from '../../client/islands/step-converter.tsx';
import {
  ACTIVITY_LABELS,
  byLabel,
  byLabelIn,
  DEFAULT_VALUES,
  distanceKey,
  distanceUnit,
  settle,
  type ConverterRow,
  type ConverterValues,
} from '../../common/islands/step-converter-model.ts';
import { formatNumber } from '../../common/format.ts';
import { STEP_TABLE } from '../converter/convert.ts';
import { Island } from '../../common/islands/island.tsx';
import { KEPT_PARAMS } from '../../common/links.ts';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { StepConversion, type StepConversionWords } from '../ui/illustrations/step-conversion.tsx';
import { sampleConversions } from '../ui/illustrations/gallery-data.ts';
import { css } from '../../common/styles.ts';
import { DEFAULT_LOCALE } from '../../common/i18n/locales.ts';
import type { ActivityType } from '../../common/converter/conversion-table-schema.ts';
import type { PageProps } from './page-props.ts';
import type { Translate } from '../i18n/messages.ts';
import { converterLabels } from './convert-steps-labels.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'convert-steps',
  paths: ['/resources/convert-steps'],
  brands: ['default', 'cofi'],
  content: 'copy',
  cachedParams: ['activity', 'mode', 'units', 'distance', 'minutes', 'stairs', 'stairsPerHour', 'pointsPer1000Steps'],
} as const satisfies RouteDeclaration;

/** The island's rows: only the fields the conversion reads. */
const ROWS: ConverterRow[] = STEP_TABLE.activities.map(({ activity, stepsPerMinute, distance }) => ({
  activity,
  stepsPerMinute,
  distance,
}));
// Sorted on the page's first render, not at module scope: the first localeCompare loads the
// collator (about 20 ms), which every cold start paid for a page few visitors open.
let tableRows: (typeof STEP_TABLE.activities)[number][] | undefined;
const sortedTableRows = () => (tableRows ??= [...STEP_TABLE.activities].sort(byLabel));
/** The table's rows in a language's order of its activity names, sorted once per language. */
const localizedTableRows = new Map<string, (typeof STEP_TABLE.activities)[number][]>();
function tableRowsIn(labels: ActivityLabels | undefined, lang: string) {
  if (!labels) return sortedTableRows();
  let rows = localizedTableRows.get(lang);
  if (!rows) localizedTableRows.set(lang, (rows = [...STEP_TABLE.activities].sort(byLabelIn(labels, lang))));
  return rows;
}

type ActivityLabels = Record<ActivityType, string>;

/**
 * The activity names in the page's language (`activity.*`, shared with the journeys), or none on
 * English pages: there ACTIVITY_LABELS are the same words, and the island's props stay as they were.
 */
function activityLabelsFor(ctx: PageProps['ctx']): ActivityLabels | undefined {
  if (ctx.pageLocale === DEFAULT_LOCALE) return undefined;
  const keys = Object.keys(ACTIVITY_LABELS) as ActivityType[];
  return Object.fromEntries(keys.map((a) => [a, ctx.t(`activity.${a}`)])) as ActivityLabels;
}
/** The picture's words in the page's language (`converter.picture.*`), its counts formatted as the table's. */
const pictureWords = (t: Translate, lang: string): StepConversionWords => ({
  label: (rows) =>
    t('converter.picture.label', {
      rows: rows
        .map((r) =>
          t('converter.picture.row', { activity: r.activity, amount: r.amount, steps: formatNumber(r.steps, lang) }),
        )
        .join('; '),
    }),
  steps: t('converter.picture.steps'),
});

const TEXT_FIELDS = ['minutes', 'stairs', 'stairsPerHour', 'pointsPer1000Steps'] as const;

/** Every query parameter `valuesFromQuery` reads: the route's cached parameters (the HTML cache keys on them). */
export const CONVERTER_QUERY_KEYS = route.cachedParams;

/** Longest value taken from the URL: numbers, not essays. */
const MAX_QUERY_VALUE = 20;

const section = css`
  max-width: 960px;
  color: var(--tt-text);
  h2 {
    margin: 40px 0 12px;
  }
  p,
  li {
    line-height: 1.65;
    max-width: 760px;
  }
  .scroll {
    /* Positioned, so it clips the cells' visually hidden notes (absolute) too: they sat at their
       place in the wide table and made the whole page scroll sideways on a phone, either way round. */
    position: relative;
    overflow-x: auto;
    margin: 16px 0 32px;
  }
  .scroll:focus-visible {
    outline: 3px solid var(--tt-primary);
    outline-offset: 2px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    min-width: 640px;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding: 0 0 8px;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 10px 8px;
    border-bottom: 1px solid var(--tt-muted-text);
  }
  .num {
    text-align: end;
    white-space: nowrap;
  }
  td.basis {
    font-size: 0.95rem;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/**
 * The converter's starting values: from the query string when the form was sent without
 * JavaScript (GET), else 30 minutes of cycling. Unknown values fall back in `settle`.
 */
export function valuesFromQuery(query: URLSearchParams): ConverterValues {
  const read = (key: string) => query.get(key)?.slice(0, MAX_QUERY_VALUE);
  const values = settle(ROWS, {
    ...DEFAULT_VALUES,
    activity: read('activity') as ConverterValues['activity'],
    mode: read('mode') as ConverterValues['mode'],
    units: read('units') as ConverterValues['units'],
  });
  for (const key of TEXT_FIELDS) values[key] = read(key) ?? values[key];
  // The one distance field is in km or miles, or in metres or yards, as the activity's unit says.
  const distance = read('distance');
  if (distance !== undefined) values[distanceKey(distanceUnit(values.activity, values.units))] = distance;
  return values;
}

/**
 * The method and sources of content/step-conversion.json, and every activity's numbers. The
 * headings are messages (`converter.table.*`); the data file's own text (method, sources, the
 * Compendium entries) is English only, so off English it is marked `lang="en"` (and `dir="ltr"`).
 */
function ConversionTable({
  lang,
  labels,
  t,
  english,
}: {
  lang: string;
  labels: ActivityLabels | undefined;
  t: Translate;
  english: boolean;
}) {
  const fmt = (n: number) => formatNumber(n, lang);
  // English text keeps its own direction on a right-to-left page (its full stop at its end).
  const data = english ? {} : { lang: 'en', dir: 'ltr' };
  return (
    <section className={section} aria-labelledby="conversion-method" data-testid="conversion-table">
      <h2 id="conversion-method">{t('converter.table.heading')}</h2>
      {STEP_TABLE.method.map((text) => (
        <p key={text} {...data}>
          {text}
        </p>
      ))}
      <p>{t('converter.table.miles')}</p>
      <h3>{t('converter.table.sources')}</h3>
      <ul>
        {STEP_TABLE.sources.map((s) => (
          <li key={s.id} {...data}>
            {s.url ? <a href={s.url}>{s.name}</a> : s.name}: {s.use}.
          </li>
        ))}
      </ul>
      <div className="scroll" tabIndex={0} role="region" aria-labelledby="conversion-caption">
        <table>
          <caption id="conversion-caption">{t('converter.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('converter.table.activity')}</th>
              <th scope="col" className="num">
                {t('converter.table.met')}
              </th>
              <th scope="col" className="num">
                {t('converter.table.stepsPerMinute')}
              </th>
              <th scope="col" className="num">
                {t('converter.table.stepsPerKm')}
              </th>
              <th scope="col">{t('converter.table.basis')}</th>
            </tr>
          </thead>
          <tbody>
            {tableRowsIn(labels, lang).map((r) => (
              <tr key={r.activity} data-activity={r.activity}>
                <th scope="row">{(labels ?? ACTIVITY_LABELS)[r.activity]}</th>
                <td className="num">{fmt(r.met)}</td>
                <td className="num">{fmt(r.stepsPerMinute)}</td>
                <td className="num">
                  {r.distance ? (
                    fmt(r.distance.stepsPerKm)
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr">{t('converter.table.noDistance')}</span>
                    </>
                  )}
                </td>
                <td className="basis" {...data}>
                  {r.basis}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /resources/convert-steps: the route's copy (which leads into the converter), the step converter island, then the documented conversion table. */
export function ConvertStepsPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const query = ctx.url.searchParams;
  const activityLabels = activityLabelsFor(ctx);
  const english = ctx.pageLocale === DEFAULT_LOCALE;
  const picture = sampleConversions({
    name: (activity) => ctx.t(`activity.${activity}`),
    amount: (minutes) => ctx.t('converter.picture.minutes', { minutes }),
  });
  const hidden = KEPT_PARAMS.flatMap((key): [string, string][] => (query.has(key) ? [[key, query.get(key)!]] : []));
  return (
    <>
      <PageIntro
        page={page}
        tenant={tenant}
        visual={<StepConversion rows={picture} lang={ctx.locale} words={pictureWords(ctx.t, ctx.locale)} />}
      />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <Island
        name="step-converter"
        component={StepConverter}
        props={{
          rows: ROWS,
          lang: ctx.locale,
          initial: valuesFromQuery(query),
          hidden,
          ...(activityLabels && { activityLabels }),
          labels: converterLabels(ctx.t, ctx.pageLocale),
        }}
      />
      <ConversionTable lang={ctx.locale} labels={activityLabels} t={ctx.t} english={english} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default ConvertStepsPage;
