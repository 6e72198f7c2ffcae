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
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { ActivityType, ConversionTable } from '../../common/converter/conversion-table-schema.ts';
import { dataIn, dataTranslatedIn } from '../content/localized-data.ts';
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
type TableRow = ConversionTable['activities'][number];
// Sorted on the page's first render, not at module scope: the first localeCompare loads the
// collator (about 20 ms), which every cold start paid for a page few visitors open.
let tableRows: TableRow[] | undefined;
const sortedTableRows = () => (tableRows ??= [...STEP_TABLE.activities].sort(byLabel));
/** The table's rows in a page locale's words and order of its activity names, sorted once per locale. */
const localizedTableRows = new Map<string, TableRow[]>();
function tableRowsIn(table: ConversionTable, labels: ActivityLabels | undefined, pageLocale: string, lang: string) {
  if (!labels) return sortedTableRows();
  const key = `${pageLocale} ${lang}`;
  let rows = localizedTableRows.get(key);
  if (!rows) localizedTableRows.set(key, (rows = [...table.activities].sort(byLabelIn(labels, lang))));
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
          t('converter.picture.row', {
            activity: r.activity,
            amount: r.amount,
            steps: formatNumber(r.steps, lang),
            count: r.steps,
          }),
        )
        .join(t('converter.picture.rowSeparator')),
    }),
  steps: (count) => t('converter.picture.steps', { count }),
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
 * headings are messages (`converter.table.*`); the data file's words (method, what each source is
 * for, the Compendium entries) are its translation's in the page's locale (`dataIn`). What stays
 * English is marked `lang="en"` (and `dir="ltr"`) off English: a source's name a translation left
 * as the English file has it, and all of the file's text in a locale without a translation. A
 * translated name keeps the published title inside the language's own words ("u. a.", "update").
 */
function ConversionTable({
  lang,
  pageLocale,
  labels,
  t,
}: {
  lang: string;
  pageLocale: PageLocale;
  labels: ActivityLabels | undefined;
  t: Translate;
}) {
  const fmt = (n: number) => formatNumber(n, lang);
  const table = dataIn('stepTable', pageLocale);
  // English text keeps its own direction on a right-to-left page (its full stop at its end).
  const english = { lang: 'en', dir: 'ltr' } as const;
  const translated = dataTranslatedIn('stepTable', pageLocale);
  /** The whole file's text where the locale has no translation; on a translated page only a source's title. */
  const data = translated ? {} : english;
  const englishNames = new Map(dataIn('stepTable', DEFAULT_LOCALE).sources.map((s) => [s.id, s.name]));
  /** A source's name still as the English file writes it, on a translated page in another language. */
  const nameInEnglish = (s: { id: string; name: string }) =>
    translated && pageLocale !== DEFAULT_LOCALE && englishNames.get(s.id) === s.name;
  return (
    <section className={section} aria-labelledby="conversion-method" data-testid="conversion-table">
      <h2 id="conversion-method">{t('converter.table.heading')}</h2>
      {table.method.map((text) => (
        <p key={text} {...data}>
          {text}
        </p>
      ))}
      <p>{t('converter.table.miles')}</p>
      <h3>{t('converter.table.sources')}</h3>
      <ul>
        {table.sources.map((s) => (
          <li key={s.id} {...data}>
            {s.url ? (
              <a href={s.url} {...(nameInEnglish(s) && english)}>
                {s.name}
              </a>
            ) : nameInEnglish(s) ? (
              <span {...english}>{s.name}</span>
            ) : (
              s.name
            )}
            {t('converter.table.sourceSeparator')}
            {s.use}.
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
            {tableRowsIn(table, labels, pageLocale, lang).map((r) => (
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
          labels: converterLabels(ctx.pageLocale),
        }}
      />
      <ConversionTable lang={ctx.locale} pageLocale={ctx.pageLocale} labels={activityLabels} t={ctx.t} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default ConvertStepsPage;
