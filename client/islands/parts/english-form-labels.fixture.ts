import type { CalculatorFormLabels } from '../../../common/pricing/calculator-labels.ts';

/**
 * The calculator form's English words as the worker passes them (messages/en.json, slotted), for
 * tests that render the form without a worker. test/integration/i18n/calculator-words.test.ts
 * holds this to what English `/pricing` really sends, so it cannot drift from the catalogue.
 */
export const ENGLISH_FORM_LABELS: CalculatorFormLabels = {
  language: 'en',
  event: 'Your event',
  license: 'Plan',
  billing: 'Billing',
  billings: { monthly: 'Monthly', yearly: 'Yearly', 'one-time': 'One-time event' },
  participants: 'Participants',
  duration: {
    monthly: 'Duration in months',
    yearly: 'Duration in years',
    'one-time': 'Extended duration in quarters (optional)',
  },
  quarterHint: 'Each quarter extends the event by three months.',
  currency: 'Currency',
  extras: 'Support and add-ons',
  supportPlan: 'Support plan',
  free: 'free',
  total: 'Total:',
  excl: 'excluding VAT',
  calculation: 'Calculation:',
  clauses: '{first}; {second}',
  lineLabel: '{label}:',
  noTotal: 'No total yet: please check the highlighted field.',
  addOnNames: {
    'data-retention': 'Data retention subscription',
    'single-sign-on': 'Single sign-on',
    'custom-dpa': 'Custom DPA or contracting',
    'badge-pack': 'Badge Pack',
  },
  supportNames: { SELF_SERVICE: 'Self-service', SETUP_SERVICE: 'Setup-service', FULL_SERVICE: 'Full-service' },
  retention: 'Months of data retention',
  retentionHint: '{price} per participant per month',
  flatAddOn: '{name} ({price})',
  badgePacks: '{name}s ({price} each)',
  lines: {
    'one-time': 'One-time event: {plan}',
    monthly: '{plan} monthly',
    yearly: '{plan} yearly',
    extended: 'Extended duration (1Q): {plan}',
    support: 'Support: {plan}',
  },
  units: {
    participants: { plural: 'count', one: '{#count} participant', other: '{#count} participants' },
    months: { plural: 'count', one: '{#count} month', other: '{#count} months' },
    years: { plural: 'count', one: '{#count} year', other: '{#count} years' },
    quarters: { plural: 'count', one: '{#count} quarter', other: '{#count} quarters' },
    packs: { plural: 'count', one: '{#count} pack', other: '{#count} packs' },
    once: '{#count}',
  },
  discountPercent: '{percent} off {price} until {date}',
  discountFrom: 'discounted from {price} until {date}',
  problems: {
    nan: 'Enter a number.',
    int: 'Enter a whole number.',
    min: 'Enter {#limit} or more.',
    max: 'Enter {#limit} or less.',
    noOneTime: '{plan} is not offered as a one-time event',
    noYearly: '{plan} is not offered yearly; choose monthly',
    noSubscription: '{plan} is not offered as a subscription',
    noExtended: '{plan} has no extended duration',
    extendedOneTimeOnly: 'extended duration is for one-time events; a subscription takes more months instead',
  },
};
