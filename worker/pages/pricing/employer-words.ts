import type { MessageKey, Translate } from '../../i18n/messages.ts';

/**
 * A brand sold to employers (`salesPages.pricing: per-employee`) names the price sheet's sections
 * for the people who buy it, HR, finance and IT, not in the general brand's words for an organiser:
 * each of these keys has an `…Employer` twin. The labels a buyer operates (billing, plans, add-ons,
 * support plans) stay the shared ones.
 */
const EMPLOYER_HEADINGS: readonly MessageKey[] = [
  'pricing.estimator.heading',
  'pricing.faq.heading',
  'pricing.proof.heading',
];

/** The page's `t` with the employer's section headings in place of the general brand's. */
export const employerWords =
  (t: Translate): Translate =>
  (key, args) =>
    t(EMPLOYER_HEADINGS.includes(key) ? (`${key}Employer` as MessageKey) : key, args);
