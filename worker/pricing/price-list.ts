import { DATA } from '../content/data-files.ts';
import type { PriceList } from '../../common/pricing/price-list-schema.ts';

export { loadPriceList, PRICE_LIST_FILE, type LoadedPriceList } from './load-price-list.ts';

/** The site's price list, validated at build time (compiler/steps/build-data.ts). */
export const priceList: PriceList = DATA.priceList;
