import { isPseudoLocale, type PageLocale } from '../../../common/i18n/locales.ts';
import { ADD_ON_KEYS, type AddOnKey } from '../../../common/islands/price-calculator-model.ts';
import { SUPPORT_PLANS, type SupportPlan } from '../../../common/pricing/price-list-schema.ts';
import type { CalculatorFormLabels } from '../../../common/pricing/calculator-labels.ts';
import { islandMessage, type MessageKey, type Translate } from '../../i18n/messages.ts';

/** The messages the calculator fills in the browser: they must stay text a replace can fill. */
export const CALCULATOR_SLOTTED_KEYS = [
  'pricing.calc.retention',
  'pricing.calc.retentionHint',
  'pricing.calc.flatAddOn',
  'pricing.calc.badgePacks',
  'pricing.calc.line.one-time',
  'pricing.calc.line.monthly',
  'pricing.calc.line.yearly',
  'pricing.calc.line.extended',
  'pricing.calc.line.support',
  'pricing.estimator.participantCount',
  'pricing.estimator.monthCount',
  'pricing.estimator.yearCount',
  'pricing.calc.quarterCount',
  'pricing.calc.packCount',
  'pricing.calc.onceCount',
  'pricing.calc.discountPercent',
  'pricing.calc.discountFrom',
  'pricing.calc.error.min',
  'pricing.calc.error.max',
  'pricing.estimator.noOneTime',
  'pricing.estimator.noYearly',
  'pricing.estimator.noSubscription',
  'pricing.calc.error.noExtended',
  'pricing.calc.clauses',
  'pricing.calc.lineLabel',
] as const satisfies readonly MessageKey[];

/** An add-on's name in the page's language (`pricing.addOnName.<key>`), else the price list's. */
export function addOnName(t: Translate, key: string, fallback: string): string {
  return (ADD_ON_KEYS as readonly string[]).includes(key) ? t(`pricing.addOnName.${key as AddOnKey}`) : fallback;
}

/**
 * A support plan's name in the page's language (`pricing.supportName.*`): the spec's labels
 * (Self-service, Setup-service, Full-service) describe the service, they are no brand names.
 */
export function supportName(t: Translate, plan: SupportPlan): string {
  return t(
    `pricing.supportName.${plan.toLowerCase().replace('_', '-') as 'self-service' | 'setup-service' | 'full-service'}`,
  );
}

/** The calculator form's words in the page's language, and no other messages. */
export function calculatorFormLabels(t: Translate, locale: PageLocale): CalculatorFormLabels {
  const text = (key: (typeof CALCULATOR_SLOTTED_KEYS)[number]) => islandMessage(locale, key);
  return {
    language: isPseudoLocale(locale) ? locale.slice(0, 2) : locale,
    event: t('pricing.calc.event'),
    license: t('pricing.calc.license'),
    billing: t('pricing.calc.billing'),
    billings: {
      monthly: t('pricing.calc.billing.monthly'),
      yearly: t('pricing.calc.billing.yearly'),
      'one-time': t('pricing.calc.billing.one-time'),
    },
    participants: t('pricing.calc.participants'),
    duration: {
      monthly: t('pricing.calc.duration.monthly'),
      yearly: t('pricing.calc.duration.yearly'),
      'one-time': t('pricing.calc.duration.one-time'),
    },
    quarterHint: t('pricing.calc.quarterHint'),
    currency: t('pricing.calc.currency'),
    extras: t('pricing.calc.extras'),
    supportPlan: t('pricing.calc.supportPlan'),
    free: t('pricing.calc.free'),
    total: t('pricing.calc.total'),
    excl: t('pricing.calc.excl'),
    calculation: t('pricing.calc.calculation'),
    noTotal: t('pricing.calc.noTotal'),
    clauses: text('pricing.calc.clauses'),
    lineLabel: text('pricing.calc.lineLabel'),
    addOnNames: Object.fromEntries(ADD_ON_KEYS.map((key) => [key, t(`pricing.addOnName.${key}`)])),
    supportNames: Object.fromEntries(SUPPORT_PLANS.map((plan) => [plan, supportName(t, plan)])) as Record<
      SupportPlan,
      string
    >,
    retention: text('pricing.calc.retention'),
    retentionHint: text('pricing.calc.retentionHint'),
    flatAddOn: text('pricing.calc.flatAddOn'),
    badgePacks: text('pricing.calc.badgePacks'),
    lines: {
      'one-time': text('pricing.calc.line.one-time'),
      monthly: text('pricing.calc.line.monthly'),
      yearly: text('pricing.calc.line.yearly'),
      extended: text('pricing.calc.line.extended'),
      support: text('pricing.calc.line.support'),
    },
    units: {
      participants: text('pricing.estimator.participantCount'),
      months: text('pricing.estimator.monthCount'),
      years: text('pricing.estimator.yearCount'),
      quarters: text('pricing.calc.quarterCount'),
      packs: text('pricing.calc.packCount'),
      // A once-per-order line counts in words too ("einmal", «مرة واحدة»), never a bare "1".
      once: text('pricing.calc.onceCount'),
    },
    discountPercent: text('pricing.calc.discountPercent'),
    discountFrom: text('pricing.calc.discountFrom'),
    problems: {
      nan: t('pricing.calc.error.nan'),
      int: t('pricing.calc.error.int'),
      min: text('pricing.calc.error.min'),
      max: text('pricing.calc.error.max'),
      noOneTime: text('pricing.estimator.noOneTime'),
      noYearly: text('pricing.estimator.noYearly'),
      noSubscription: text('pricing.estimator.noSubscription'),
      noExtended: text('pricing.calc.error.noExtended'),
      extendedOneTimeOnly: t('pricing.calc.error.extendedOneTimeOnly'),
    },
  };
}
