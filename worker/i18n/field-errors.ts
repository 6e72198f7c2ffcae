import { FIELD_ERROR_ARGS } from '../../common/forms/form-schema.ts';
import type { MessageKey, Translate } from './messages.ts';

/** The form field errors (`form.error.*`) an island shows inline, in the order of the catalogue. */
export const FIELD_ERROR_KEYS = [
  'form.error.name',
  'form.error.nameTooLong',
  'form.error.characters',
  'form.error.email',
  'form.error.emailTooLong',
  'form.error.organisation',
  'form.error.organisationTooLong',
  'form.error.participants',
  'form.error.message',
  'form.error.messageTooLong',
  'form.error.consent',
  'form.error.category',
] as const satisfies readonly MessageKey[];

/**
 * `validateFields`' `describe` in a page's language: a field error's key, formatted with the
 * numbers the schema names (`{max}` of the name is the schema's 100). Anything else passes as is.
 */
export function describeFieldError(t: Translate): (key: string) => string {
  return (key) =>
    (FIELD_ERROR_KEYS as readonly string[]).includes(key) ? t(key as MessageKey, FIELD_ERROR_ARGS[key]) : key;
}
