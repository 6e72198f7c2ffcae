import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { PlanContent } from '../../common/pricing/plan-content-schema.ts';
import { dataIn } from '../content/localized-data.ts';

/**
 * content/pricing/plans.json in a page locale (plans.fr.json on /fr/pricing, else English),
 * validated at build time (compiler/steps/build-data.ts). Read per call, not at module scope: the data
 * is part of the content asset, loaded by the first middleware.
 */
export const planContentIn = (locale: PageLocale = DEFAULT_LOCALE): PlanContent => dataIn('planContent', locale);
