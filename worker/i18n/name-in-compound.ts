import type { PageLocale } from '../../common/i18n/locales.ts';

/**
 * A brand's name as the first part of a compound in the page's language. German couples every
 * word („die Corporate-Fitness-App“, Duden's Durchkopplung); Dutch puts one hyphen after a
 * several-word name („de Walk My Miles-app“, as in „Tour de France-etappe“), so the message's own
 * hyphen is enough; the other languages make no compound.
 *
 * @example
 * nameInCompound('Corporate Fitness', 'de') // 'Corporate-Fitness'
 */
export function nameInCompound(name: string, locale: PageLocale): string {
  return locale === 'de' ? name.replace(/ +/g, '-') : name;
}
