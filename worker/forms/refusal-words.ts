import { FORM_MESSAGES } from '../../common/forms/form-messages.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { MessageKey } from '../generated/messages/keys.ts';
import { messagesFor, translator } from '../i18n/messages.ts';

/**
 * The refusals a visitor can meet on a real form (an old or tampered page, a fast click, a busy
 * moment) and their catalogue keys: a refused post from `/ar/contact` is answered in Arabic. A
 * missing or unverifiable render stamp asks for the same remedy as an old one (reload, send again),
 * so it reads as the old one. The rest speak to scripts and tools and stay as written.
 */
const KEYS: Record<string, MessageKey> = {
  [FORM_MESSAGES.outOfDate]: 'form.error.outOfDate',
  [FORM_MESSAGES.unsigned]: 'form.error.outOfDate',
  [FORM_MESSAGES.tooQuick]: 'form.error.tooQuick',
  [FORM_MESSAGES.unavailable]: 'form.error.unavailable',
};

/** A refusal's message in the language of the page the form was sent from. */
export const refusalIn = async (locale: PageLocale, message: string): Promise<string> =>
  locale === DEFAULT_LOCALE || !KEYS[message] ? message : translator(await messagesFor(locale))(KEYS[message]!);
