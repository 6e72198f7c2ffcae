import type * as z from 'zod/mini';
import type { EmbeddedCustomersSchema, Stats, Testimonial } from '../live-data/live-data-schema.ts';
import type { ConversionTable } from '../../common/converter/conversion-table-schema.ts';
import type { PriceList } from '../../common/pricing/price-list-schema.ts';
import type { HomeContent } from './home-content-schema.ts';
import type { PlanContent } from '../../common/pricing/plan-content-schema.ts';
import type { TrustCentre } from '../trust/trust-schema.ts';

/** The JSON data files under content/, validated at build time (compiler/content/build-data-files.ts). */
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
