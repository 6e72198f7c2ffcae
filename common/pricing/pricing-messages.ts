import type { Billing } from '../islands/price-calculator-model.ts';

/**
 * The words of the pricing pages' own parts (switches, estimator, cards, tables, FAQ headings),
 * in one module that the server and the estimator island both read. Page copy (headings, leads,
 * calls to action) stays in content/pages/*.md and content/pricing/plans.json.
 */
export const PRICING_MESSAGES = {
  billingLabel: 'Billing',
  billing: { monthly: 'Monthly', yearly: 'Yearly', 'one-time': 'One-time event' } satisfies Record<Billing, string>,
  /** The switch's short words (three fit a phone's width). */
  billingShort: { monthly: 'Monthly', yearly: 'Yearly', 'one-time': 'One-time' } satisfies Record<Billing, string>,
  currencyLabel: 'Prices in',
  estimator: {
    heading: 'Estimate your cost',
    plan: 'Plan',
    participants: 'Participants',
    months: 'Months',
    years: 'Years',
    oneTime: 'One event, priced per participant.',
    total: 'Estimated total',
    excl: 'excluding VAT, with Self-service support',
    update: 'Update estimate',
    limit: (max: string) => `Up to ${max} participants here; for more, talk to us.`,
  },
  /** /start-trial and /trial/{id} with a plan from a pricing card. */
  trial: {
    chosen: (plan: string) =>
      `Your plan: ${plan}. Pick a free trial below; your choice goes with you when you start it.`,
    chosenOne: (plan: string) => `Your plan: ${plan}. It goes with you when you start this trial.`,
  },
  card: {
    recommended: 'Recommended',
    perMonth: 'per participant per month',
    perYear: 'per participant per year, billed yearly',
    perEvent: 'per participant, per event',
    monthlyOnly: 'Monthly only',
    noYearly: (monthly: string) => `No yearly price: ${monthly} per participant per month`,
    subscriptionOnly: 'Subscription only',
    noOneTime: (monthly: string) => `No one-time event: ${monthly} per participant per month`,
    yearlySaving: (percent: number) => `${percent} % less than 12 monthly payments`,
    extension: (price: string) => `Extend by a quarter: ${price} per participant`,
    discount: (percent: number | undefined, was: string, till: string) =>
      `${percent !== undefined ? `${percent} % off` : 'Reduced from'} ${was} until ${till}`,
    everything: (plan: string) => `Everything in ${plan}, plus:`,
    includes: 'Includes:',
  },
  plansHeading: 'Plans',
  compare: { heading: 'Compare plans', feature: 'Feature', included: 'Included', notIncluded: 'Not included' },
  addOns: { heading: 'Add-ons', item: 'Add-on', price: 'Price', billed: 'Billed' },
  support: {
    heading: 'Support plans',
    free: 'Included',
    once: 'once per order',
    withEvery: 'with every licence',
    recommended: 'Best for a first event',
    more: 'What each support plan includes',
  },
  proof: { heading: 'Trusted by teams like yours', customers: 'Customers' },
  faq: { heading: 'Questions buyers ask' },
} as const;
