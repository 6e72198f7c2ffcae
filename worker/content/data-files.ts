import type * as z from 'zod/mini';
import type { EmbeddedCustomersSchema, Stats, Testimonial } from '../live-data/live-data-schema.ts';
import type { ConversionTable } from '../../common/converter/conversion-table-schema.ts';
import type { PriceList } from '../../common/pricing/price-list-schema.ts';
import type { HomeContent } from '../home/home-content-schema.ts';
import type { PlanContent } from '../../common/pricing/plan-content-schema.ts';
import type { TrustCentre } from '../trust/trust-schema.ts';
import { CONTENT } from './built-content.ts';

/** The JSON data files under content/, validated at build time (build/content/build-data-files.ts). */
export interface DataFiles {
  priceList: PriceList;
  stepTable: ConversionTable;
  stats: Stats;
  customers: z.output<typeof EmbeddedCustomersSchema>;
  testimonials: Testimonial[];
  /** content/home.json: each brand's home story and the sample challenge the illustrations draw. */
  home: HomeContent;
  /** content/pricing/plans.json: feature matrix, plans' next steps, support plan summaries, pricing FAQ. */
  planContent: PlanContent;
  /** content/trust/trust-centre.json: regions, roles, privacy levels, providers, sub-processors, security.txt. */
  trust: TrustCentre;
}

/** The parts `DATA` reads: every field of `DataFiles` (DataNamesComplete fails to compile otherwise). */
const DATA_NAMES = [
  'priceList',
  'stepTable',
  'stats',
  'customers',
  'testimonials',
  'home',
  'planContent',
  'trust',
] as const satisfies readonly (keyof DataFiles)[];
type Agree<T extends true> = T;
export type DataNamesComplete = Agree<
  [Exclude<keyof DataFiles, (typeof DATA_NAMES)[number]>] extends [never] ? true : false
>;

/**
 * The English data files, read from the content asset like the compiled Markdown (part
 * `data:<name>`, parsed on first read): out of the worker bundle, where they cost about 10 KiB of
 * gzip in the entry's closure. The content is loaded by the first middleware, before routing, so
 * every request can read them. A module the entry imports statically must not read them at its top
 * level (it runs before any request: the worker would not start); a page module's top level runs on
 * its first import, after that middleware, and the workerd tests load the content in their setup.
 *
 * @example
 * DATA.priceList.find((row) => row.key === 'pro') // parses `data:priceList` on the isolate's first read
 */
export const DATA = Object.defineProperties(
  {} as DataFiles,
  Object.fromEntries(
    DATA_NAMES.map((name) => [name, { enumerable: true, get: () => CONTENT[`data:${name}`] }]),
  ) as PropertyDescriptorMap,
);
