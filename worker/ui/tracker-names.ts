import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { dataIn } from '../content/localized-data.ts';
import { fillPlaceholders, type PlaceholderTenant } from '../content/placeholders.ts';

/**
 * The sources a tracker picture names, in its order: watch and app makers a buyer knows, each
 * short enough for a tile; the pitch copy names these and no others (content/pages/custom-home*.md).
 */
export const NAMED_TRACKERS = ['garmin', 'fitbit', 'strava', 'polar', 'coros'] as const;

/**
 * Every data source the trust centre lists (content/trust/trust-centre.json `providers`), named
 * in the page's language, the named ones first: a picture that shows five and "+ 14 more" counts
 * the same list the trust centre's device filter counts ("19 of 19").
 */
export function trackerNamesOf(
  tenant: PlaceholderTenant,
  pageLocale: PageLocale = DEFAULT_LOCALE,
  /** The tenant's own app as a list names it mid-sentence (`picture.ownApp`: "die Corporate-Fitness-App"). */
  ownApp?: string,
): string[] {
  const { providers } = dataIn('trust', pageLocale);
  const rank = (id: string) => {
    const i = (NAMED_TRACKERS as readonly string[]).indexOf(id);
    return i < 0 ? NAMED_TRACKERS.length : i;
  };
  // A stable sort: the rest keep the trust centre's order.
  return [...providers]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((p) => (p.id === 'app' && ownApp ? ownApp : fillPlaceholders(p.name, tenant)));
}
