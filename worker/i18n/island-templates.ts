import type { PluralTemplates } from '../../common/journeys/planner-words.ts';
import type { MessageArgs, MessageKey, Translate } from './messages.ts';

/**
 * Messages as ICU-free templates for an island that fills in numbers as the visitor types: the
 * compiled message called with each argument as its own `{name}` slot. The island gets text and
 * slots, never ICU, so it needs no parser (issue 29 item 4: "islands get only the messages they use").
 */
export function messageTemplate(t: Translate, key: MessageKey, slots: readonly string[]): string {
  return t(key, slotArgs(slots));
}

/** Numbers that land in every plural category of the six languages (Arabic's zero, two, few, many; French's many). */
const PLURAL_SAMPLES = [0, 1, 2, 3, 11, 21, 100, 101, 102, 1_000_000];

/**
 * A plural message as one template per plural category of `locale`: the message formatted with a
 * number of that category, and that number (as `#` or `{count}` print it) turned back into the
 * `{count}` slot. The island picks the form with `Intl.PluralRules` and fills the slot.
 */
export function pluralTemplates(
  t: Translate,
  key: MessageKey,
  count: string,
  locale: string,
  slots: readonly string[] = [],
): PluralTemplates {
  const rules = new Intl.PluralRules(locale);
  const printed = new Intl.NumberFormat(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = PLURAL_SAMPLES.find((n) => rules.select(n) === category);
    if (sample === undefined) continue;
    const text = t(key, { ...slotArgs(slots), [count]: sample });
    forms[category] = text.split(printed.format(sample)).join(`{${count}}`).split(`${sample}`).join(`{${count}}`);
  }
  return { ...forms, other: forms.other ?? t(key, { ...slotArgs(slots), [count]: 100 }) };
}

const slotArgs = (slots: readonly string[]): MessageArgs => Object.fromEntries(slots.map((s) => [s, `{${s}}`]));
