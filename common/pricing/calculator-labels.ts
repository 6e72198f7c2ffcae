import { fillMessage, type SlottedMessage } from '../i18n/fill-message.ts';
import type { LineKind, PriceFactor, PriceLine, PriceProblem } from './calculate.ts';
import { formatMoney, type Currency } from './currency.ts';
import { formatShare } from './savings.ts';
import { formatDate } from '../format.ts';
import { SUPPORT_LABELS, SUPPORT_PLANS, type SupportPlan } from './price-list-schema.ts';

type Billing = 'monthly' | 'yearly' | 'one-time';
type Unit = PriceFactor['unit'];
type ProblemCode = Exclude<PriceProblem['code'], 'other'>;

/**
 * The calculator form's words in the page's language (messages `pricing.calc.*`, and the
 * estimator's counts), built by the worker (worker/pages/pricing/calculator-labels.ts): plain
 * strings, and slotted texts the island fills with `fillMessage`, no parser in the browser.
 */
export interface CalculatorFormLabels {
  /** The language the slotted texts' numbers and plural forms follow ('de'; 'en' for en-XA). */
  language: string;
  event: string;
  license: string;
  billing: string;
  billings: Record<Billing, string>;
  participants: string;
  duration: Record<Billing, string>;
  quarterHint: string;
  currency: string;
  extras: string;
  supportPlan: string;
  free: string;
  total: string;
  excl: string;
  calculation: string;
  noTotal: string;
  /**
   * `{first}` and `{second}`: two clauses of one sentence, with the language's semicolon ("; ",
   * French " ;" after a narrow no-break space, Arabic "؛ ").
   */
  clauses: SlottedMessage;
  /** `{label}`: a line's name before its arithmetic, with the language's colon ("Support :" in French). */
  lineLabel: SlottedMessage;
  /** The add-ons' names by price-list key (`pricing.addOnName.*`; product names that stay, such as "Badge Pack", too). */
  addOnNames: Record<string, string>;
  /** The support plans' names (`pricing.supportName.*`): labels, translated like the add-ons'. */
  supportNames: Record<SupportPlan, string>;
  /** `{name}` and `{price}`: the add-ons' field labels; the retention field's is short, its price in its hint. */
  retention: SlottedMessage;
  retentionHint: SlottedMessage;
  flatAddOn: SlottedMessage;
  badgePacks: SlottedMessage;
  /** `{plan}`: a line's label by its kind (add-ons are their own names). */
  lines: Record<Exclude<LineKind, 'add-on'>, SlottedMessage>;
  /** `{count}`: a factor of a line's arithmetic, a once-per-order line's too ("once", not "1"). */
  units: Record<Unit, SlottedMessage>;
  /** `{percent}`, `{price}`, `{date}`: why the unit price is lower. */
  discountPercent: SlottedMessage;
  discountFrom: SlottedMessage;
  /** `{limit}` or `{plan}`: why there is no price. */
  problems: Record<ProblemCode, SlottedMessage>;
}

/** Money as the page's language writes it: `formatMoney`, which isolates it on a right-to-left page. */
export const moneyFor =
  (L: CalculatorFormLabels, currency: Currency) =>
  (cents: number): string =>
    formatMoney(cents, currency, L.language);

/** A support line's plan (calculatePrice names it by its English label) in the page's words. */
function supportNameOf(english: string, L: CalculatorFormLabels): string {
  const plan = SUPPORT_PLANS.find((p) => SUPPORT_LABELS[p] === english);
  return plan ? L.supportNames[plan] : english;
}

/**
 * A line in the page's words: its label, its arithmetic's parts (`factors × unitPrice = amount`, money
 * as `formatCents` writes it, apart so a right-to-left page can keep prices left to right) and its note.
 */
export function lineWords(line: PriceLine, L: CalculatorFormLabels, currency: Currency) {
  const fill = (message: SlottedMessage, args: Record<string, string | number>) =>
    fillMessage(message, L.language, args);
  const money = moneyFor(L, currency);
  const factors = line.factors.map((f) => fill(L.units[f.unit], f.unit === 'once' ? { count: 1 } : f));
  const d = line.discount;
  return {
    label:
      line.kind === 'add-on'
        ? (L.addOnNames[line.key] ?? line.name)
        : fill(L.lines[line.kind], { plan: line.kind === 'support' ? supportNameOf(line.name, L) : line.name }),
    /** The counts, already multiplied out in words: "50 Teilnehmende × 3 Monate". */
    factors: factors.join(' × '),
    unitPrice: money(line.unitCents),
    amount: money(line.amountCents),
    note: d
      ? fill(d.percent === undefined ? L.discountFrom : L.discountPercent, {
          // The language's percentage ("15 %", "15%"): the message has no sign of its own.
          percent: d.percent === undefined ? '' : formatShare(d.percent / 100, L.language),
          price: money(d.fromCents),
          // The date as the language writes it (« 1er novembre 2025 »), not the price list's ISO day.
          date: formatDate(d.until, L.language),
        })
      : undefined,
  };
}

/** Why there is no price, in the page's words; a price-list fault keeps calculatePrice's English. */
export function problemWords(problem: PriceProblem, error: string, L: CalculatorFormLabels): string {
  if (problem.code === 'other') return error;
  return fillMessage(L.problems[problem.code], L.language, { limit: problem.limit ?? 0, plan: problem.plan ?? '' });
}

/** The total's arithmetic ("€300.00 + €0.00 = €300.00"), money as the page's language writes it. */
export function sumWords(
  lines: readonly { amountCents: number }[],
  totalCents: number,
  L: CalculatorFormLabels,
  currency: Currency,
) {
  const money = (cents: number) => formatMoney(cents, currency, L.language);
  return `${lines.map((l) => money(l.amountCents)).join(' + ')} = ${money(totalCents)}`;
}
