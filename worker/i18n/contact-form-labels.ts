import { CONTACT_TOPICS, SUPPORT_CATEGORIES } from '../../common/forms/form-schema.ts';
import { describeFieldError, FIELD_ERROR_KEYS } from './field-errors.ts';
import type { MessageKey, Translate } from './messages.ts';

/** Every message the contact form island shows, and no other (islands get only what they use). */
const KEYS = [
  'form.name',
  'form.email',
  'form.organisation',
  'form.organisationOptional',
  'form.participants',
  'form.topic',
  'form.category',
  'form.chooseOne',
  'form.message',
  'form.problem',
  'form.consent',
  'form.consentLink',
  'form.honeypot',
  'form.send',
  'form.sendSupport',
  'form.sendDemo',
  'form.sending',
  'form.sendAgain',
  'form.sendAsNew',
  'form.sent',
  'form.sentSupport',
  'form.offline',
  'form.error.checkFields',
  'form.error.unavailable',
  ...CONTACT_TOPICS.map((t) => `form.topic.${t}` as MessageKey),
  ...SUPPORT_CATEGORIES.map((c) => `form.category.${c}` as MessageKey),
] as const satisfies readonly MessageKey[];

/** The contact form's words in the page's language, as plain strings for the island's props. */
export function contactFormLabels(t: Translate): Record<string, string> {
  const describe = describeFieldError(t);
  return {
    ...Object.fromEntries(KEYS.map((key) => [key, t(key)])),
    ...Object.fromEntries(FIELD_ERROR_KEYS.map((key) => [key, describe(key)])),
  };
}
