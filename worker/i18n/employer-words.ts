import type { MessageKey, Translate } from './messages.ts';

/**
 * A brand sold to employers (`salesPages.pricing: per-employee`, `salesPages.contact` by demo)
 * says some things for the people who buy it, HR, finance and IT, not in the general brand's words
 * for an organiser: each such key has an `…Employer` twin in the messages. A page names its keys;
 * the labels a buyer operates (billing, plans, add-ons, fields) stay the shared ones.
 */
export const employerWords =
  (t: Translate, keys: readonly MessageKey[]): Translate =>
  (key, args) =>
    t(keys.includes(key) ? (`${key}Employer` as MessageKey) : key, args);
