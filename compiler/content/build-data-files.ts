// Build-time only: the JSON data files the worker embeds, validated once (scripts/load-site.ts)
// instead of at every isolate start.
import type * as z from 'zod/mini';
import { EmbeddedCustomersSchema, StatsSchema, TestimonialsSchema } from '../../worker/live-data/live-data-schema.ts';
import { ConversionTableSchema } from '../../common/converter/conversion-table-schema.ts';
import { loadPriceList, PRICE_LIST_FILE } from '../../worker/pricing/load-price-list.ts';
import { PlanContentSchema, planContentProblems } from '../../common/pricing/plan-content-schema.ts';
import type { ContentProblem } from './build-content.ts';
import type { DataFiles } from '../../worker/content/data-files.ts';
import { HomeContentSchema } from '../../worker/content/home-content-schema.ts';
import { TrustCentreSchema } from '../../worker/trust/trust-schema.ts';

export const DATA_FILES = {
  stepTable: 'content/step-conversion.json',
  stats: 'content/stats.json',
  customers: 'content/customers.json',
  testimonials: 'content/testimonials.json',
  home: 'content/home.json',
  planContent: 'content/pricing/plans.json',
  trust: 'content/trust/trust-centre.json',
} as const;

function parseJson(file: string, text: string | undefined, problems: ContentProblem[]): unknown {
  if (text === undefined) {
    problems.push({ file, path: '(file)', message: 'missing' });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push({ file, path: '(file)', message: `not JSON: ${(error as Error).message}` });
    return undefined;
  }
}

function check<S extends z.ZodMiniType>(
  file: string,
  json: unknown,
  schema: S,
  problems: ContentProblem[],
): z.output<S> | undefined {
  if (json === undefined) return undefined;
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  problems.push(...parsed.error.issues.map((i) => ({ file, path: i.path.join('.') || '(file)', message: i.message })));
  return undefined;
}

/** Validates the price list and the plans' content, step conversion table, home data and the trust centre's facts; null data when any file has problems. */
export function buildDataFiles(files: Record<string, string>): { data: DataFiles | null; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const prices = parseJson(PRICE_LIST_FILE, files[PRICE_LIST_FILE], problems);
  const priceList = prices === undefined ? undefined : loadPriceList(prices);
  if (priceList) problems.push(...priceList.problems);
  const load = <S extends z.ZodMiniType>(file: string, schema: S) =>
    check(file, parseJson(file, files[file], problems), schema, problems);
  const stepTable = load(DATA_FILES.stepTable, ConversionTableSchema);
  const stats = load(DATA_FILES.stats, StatsSchema);
  const customers = load(DATA_FILES.customers, EmbeddedCustomersSchema);
  const testimonials = load(DATA_FILES.testimonials, TestimonialsSchema);
  const home = load(DATA_FILES.home, HomeContentSchema);
  const trust = load(DATA_FILES.trust, TrustCentreSchema);
  const planContent = load(DATA_FILES.planContent, PlanContentSchema);
  // The plans must be ones the price list sells, and the FAQ's {{price:key}} prices it has.
  if (planContent && priceList && !priceList.problems.length)
    problems.push(
      ...planContentProblems(planContent, priceList.priceList).map((p) => ({ file: DATA_FILES.planContent, ...p })),
    );
  if (problems.length || !priceList || !stepTable || !stats || !customers || !testimonials || !home || !planContent)
    return { data: null, problems };
  if (!trust) return { data: null, problems };
  return {
    data: { priceList: priceList.priceList, stepTable, stats, customers, testimonials, home, planContent, trust },
    problems,
  };
}
