import { isPseudoLocale, type PageLocale } from '../../../common/i18n/locales.ts';
import type { EstimatorLabels } from '../../../common/pricing/estimator-labels.ts';
import { LIMITS, SALES_HINT_FROM } from '../../../common/pricing/estimate.ts';
import { calculatorFormLabels } from './calculator-labels.ts';
import { islandMessage, type MessageKey, type Translate } from '../../i18n/messages.ts';

/** The messages the estimator fills in the browser: they must stay text a replace can fill. */
export const ESTIMATOR_SLOTTED_KEYS = [
  'pricing.estimator.participantCount',
  'pricing.estimator.monthCount',
  'pricing.estimator.yearCount',
  'pricing.estimator.noOneTime',
  'pricing.estimator.noYearly',
  'pricing.estimator.noSubscription',
] as const satisfies readonly MessageKey[];

/** The estimator island's words in the page's language, and no other messages. */
export function estimatorLabels(t: Translate, locale: PageLocale, salesHref: string): EstimatorLabels {
  const text = (key: (typeof ESTIMATOR_SLOTTED_KEYS)[number]) => islandMessage(locale, key);
  return {
    language: isPseudoLocale(locale) ? locale.slice(0, 2) : locale,
    billing: t('pricing.billing.label'),
    billingShort: {
      monthly: t('pricing.billing.monthly'),
      yearly: t('pricing.billing.yearly'),
      'one-time': t('pricing.billing.one-time'),
    },
    heading: t('pricing.estimator.heading'),
    plan: t('pricing.estimator.plan'),
    participants: t('pricing.estimator.participants'),
    months: t('pricing.estimator.months'),
    years: t('pricing.estimator.years'),
    oneTime: t('pricing.estimator.oneTime'),
    total: t('pricing.estimator.total'),
    excl: t('pricing.estimator.excl'),
    update: t('pricing.estimator.update'),
    limit: t('pricing.estimator.limit', { max: LIMITS.participants.max }),
    salesHint: {
      text: t('pricing.estimator.salesHint', { min: SALES_HINT_FROM }),
      link: t('pricing.estimator.salesLink'),
      href: salesHref,
    },
    participantCount: text('pricing.estimator.participantCount'),
    monthCount: text('pricing.estimator.monthCount'),
    yearCount: text('pricing.estimator.yearCount'),
    noOneTime: text('pricing.estimator.noOneTime'),
    noYearly: text('pricing.estimator.noYearly'),
    noSubscription: text('pricing.estimator.noSubscription'),
    calc: calculatorFormLabels(t, locale),
  };
}
