import type * as z from 'zod/mini';
import type { ConfigProblem } from '../config-error.ts';
import { PriceListSchema, type PriceList } from '../../common/pricing/price-list-schema.ts';

export const PRICE_LIST_FILE = 'content/pricing/price-list.json';

export interface LoadedPriceList {
  /** The validated list with prices in integer cents; empty when the file has problems. */
  priceList: PriceList;
  problems: ConfigProblem[];
}

function issuesOf(file: string, error: z.core.$ZodError): ConfigProblem[] {
  return error.issues.map((issue) => ({ file, path: issue.path.join('.') || '(file)', message: issue.message }));
}

/**
 * Validates a price list file (one price per licence, billing period and currency), reporting every
 * problem with its file and field path (`3.discounted_prices.GBP`).
 *
 * @example
 * loadPriceList([{ key: 'pro', prices: { USD: 2 } }]).problems
 * // [{ file: 'content/pricing/price-list.json', path: '0.name', message: '...' }, ...]
 */
export function loadPriceList(json: unknown, file = PRICE_LIST_FILE): LoadedPriceList {
  const parsed = PriceListSchema.safeParse(json);
  if (!parsed.success) return { priceList: [], problems: issuesOf(file, parsed.error) };
  return { priceList: parsed.data, problems: [] };
}
