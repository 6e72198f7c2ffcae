import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { MessageKey, Translate } from './messages.ts';

/**
 * The words of each primary action a tenant config may name, by the action's path: the config's
 * `label` is the English button text (a tenant may phrase its own), and a translated page shows the
 * catalogue's words for the same action. Keyed by path, not by tenant: the two actions there are
 * are shared by every tenant of a brand, so each is translated once (a test keeps the English
 * message equal to every config label using that path).
 */
export const PRIMARY_ACTION_MESSAGES: Readonly<Record<string, MessageKey>> = {
  '/start-trial': 'page.action.startTrial',
  '/contact?topic=demo': 'page.action.bookDemo',
};

/** The tenant's primary action with its label in the page's language (English: the config's own). */
export function localizedPrimaryAction(
  action: Tenant['primaryAction'],
  locale: PageLocale,
  t: Translate,
): Tenant['primaryAction'] {
  const key = PRIMARY_ACTION_MESSAGES[action.path];
  if (locale === DEFAULT_LOCALE || !key) return action;
  return { ...action, label: t(key) };
}
