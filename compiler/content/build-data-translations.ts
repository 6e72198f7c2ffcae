// Build-time only: the JSON data files' translations (`content/home.de.json`, …), validated with
// their English file's schema and compiled into one content-asset part per locale and file
// (`data:de:home`), so a German page parses the German home copy on its first request and an
// English page never does (worker/content/localized-data.ts reads them).
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { PAGE_LOCALES, type AuthoredLocale } from '../../common/i18n/locales.ts';
import { ConversionTableSchema } from '../../common/converter/conversion-table-schema.ts';
import { PlanContentSchema, planContentProblems } from '../../common/pricing/plan-content-schema.ts';
import type { PriceList } from '../../common/pricing/price-list-schema.ts';
import { CataloguesFile } from '../../worker/content/content-schema.ts';
import type { TranslatedDataName, TranslatedDataParts } from '../../worker/content/site-content-types.ts';
import { HomeContentSchema } from '../../worker/content/home-content-schema.ts';
import { TestimonialsSchema } from '../../worker/live-data/live-data-schema.ts';
import { TrustCentreSchema } from '../../worker/trust/trust-schema.ts';
import type { ContentProblem } from './build-content.ts';
import { translationParityProblems, withEnglishStructure } from '../../scripts/translation-parity.ts';
import { readTranslatedFrom, sourceHash } from './build-translations.ts';

/** The data files whose words are translated, their English file and its schema (the translation's too). */
// `items`: the English file is a top-level array, which has no field for `translatedFrom`, so its
// translation wraps it as `{ "translatedFrom": …, "items": [...] }` (as the menus' translations do).
export const TRANSLATED_DATA_FILES: Record<TranslatedDataName, { file: string; schema: $ZodType; items?: true }> = {
  home: { file: 'content/home.json', schema: HomeContentSchema },
  planContent: { file: 'content/pricing/plans.json', schema: PlanContentSchema },
  testimonials: { file: 'content/testimonials.json', schema: TestimonialsSchema, items: true },
  catalogues: { file: 'content/features/catalogues.json', schema: CataloguesFile },
  trust: { file: 'content/trust/trust-centre.json', schema: TrustCentreSchema },
  stepTable: { file: 'content/step-conversion.json', schema: ConversionTableSchema },
};

type OtherLocale = Exclude<AuthoredLocale, 'en'>;
const OTHER_LOCALES = PAGE_LOCALES.filter((l): l is OtherLocale => l !== 'en');

/** `content/home.json` → `content/home.de.json`: the locale infix before the extension. */
export const translationFileOf = (english: string, locale: OtherLocale): string =>
  english.replace(/\.json$/, `.${locale}.json`);

/**
 * Each translation that exists, checked like its English file (the schema, and for the plans the
 * price list's keys in the FAQ's `{{price:…}}`), with `translatedFrom` required as for Markdown.
 * A locale without a file is no problem: its pages show English there and count as untranslated.
 */
export function buildDataTranslations(
  files: Record<string, string>,
  priceList: PriceList | undefined,
): { parts: TranslatedDataParts; problems: ContentProblem[] } {
  const parts: Record<string, unknown> = {};
  const problems: ContentProblem[] = [];
  for (const [name, { file: english, schema, items }] of Object.entries(TRANSLATED_DATA_FILES)) {
    for (const locale of OTHER_LOCALES) {
      const file = translationFileOf(english, locale);
      const text = files[file];
      if (text === undefined) continue;
      const { hash, rest } = readTranslatedFrom(text);
      if (!hash || !/^sha256:[0-9a-f]{16}$/.test(hash)) {
        const should = files[english] === undefined ? 'sha256:<16 hex>' : sourceHash(files[english]);
        problems.push({
          file,
          path: 'translatedFrom',
          message: `must record its English source as "translatedFrom": "${should}" (the hash of ${english} it was translated from)`,
        });
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(rest);
      } catch (error) {
        problems.push({ file, path: '(file)', message: `not JSON: ${(error as Error).message}` });
        continue;
      }
      // Ids, numbers, dates and the shape as in English (the parity check's rule): a schema with enums
      // would take a translation that swapped two regions' ids or moved a pin. Staleness is the check's.
      const englishText = files[english];
      const changed =
        englishText === undefined
          ? []
          : translationParityProblems({ [english]: englishText, [file]: text }).filter(
              (p) => p.path !== 'translatedFrom',
            );
      if (changed.length) {
        problems.push(...changed.map((p) => ({ ...p, message: `${p.message} (as in ${english})` })));
        continue;
      }
      if (items) json = (json as { items?: unknown } | null)?.items;
      // The structure a translation leaves out (the plans' matrix) is the English file's.
      else if (englishText !== undefined) json = withEnglishStructure(english, JSON.parse(englishText), json);
      // Classic (the home) and mini (the plans) schemas alike: both are zod core types.
      const parsed = safeParse(schema, json);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push({
            file,
            path: issue.path.join('.') || '(file)',
            message: `${issue.message} (the rule of ${english}, which this file translates: keep its shape and limits)`,
          });
        continue;
      }
      if (name === 'planContent' && priceList) {
        const wrong = planContentProblems(parsed.data as output<typeof PlanContentSchema>, priceList);
        problems.push(...wrong.map((p) => ({ file, ...p })));
        if (wrong.length) continue;
      }
      parts[`data:${locale}:${name}`] = parsed.data;
    }
  }
  return { parts: parts as TranslatedDataParts, problems };
}
