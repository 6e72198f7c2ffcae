import type { SlottedMessage } from '../i18n/fill-message.ts';
import type { Billing } from './estimate.ts';
import type { CalculatorFormLabels } from './calculator-labels.ts';

/**
 * The estimator island's words in the page's language (messages `pricing.*`), built by the worker
 * (worker/pages/pricing/estimator-labels.ts): plain strings, and slotted texts for what changes
 * with the inputs (counts, the chosen plan), which the island fills with `fillMessage`, no parser.
 */
export interface EstimatorLabels {
  /** The language the slotted texts' numbers and plural forms follow ('de'; 'en' for en-XA). */
  language: string;
  billing: string;
  billingShort: Record<Billing, string>;
  heading: string;
  plan: string;
  participants: string;
  months: string;
  years: string;
  oneTime: string;
  total: string;
  excl: string;
  update: string;
  /** Already filled: the limit does not change. */
  limit: string;
  /** Under a large group's total (`wantsSalesHint`): the line to sales and its link's words and address. */
  salesHint: { text: string; link: string; href: string };
  participantCount: SlottedMessage;
  monthCount: SlottedMessage;
  yearCount: SlottedMessage;
  /** With `{plan}`: the chosen plan has no such price. */
  noOneTime: SlottedMessage;
  noYearly: SlottedMessage;
  noSubscription: SlottedMessage;
  /** The details' words (support plans, add-ons), the lines of a total and why a count is refused. */
  calc: CalculatorFormLabels;
}
