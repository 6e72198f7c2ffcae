import type { DataFiles } from './data-file-types.ts';
import { CONTENT } from './built-content.ts';

// The shape lives apart so the content types can name it without importing the content itself.
export type { DataFiles };

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
