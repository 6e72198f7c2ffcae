/**
 * Arabic's preposition لـ before a filled-in name. A message writes it with a tatweel ("لـ{person}")
 * because a Latin-script name cannot join the lam ("لـSam Rivera"); before an Arabic word the lam
 * joins the word itself, and a tatweel there is a visible stretch a reader takes for a typo
 * ("لتحدي", never "لـتحدي"). So the letter after it decides.
 *
 * @example
 * lamJoined('إعداد المنظِّم لـتحدي خطوات الربيع') // 'إعداد المنظِّم لتحدي خطوات الربيع'
 * lamJoined('الملف الشخصي لـSam Rivera') // unchanged
 */
// Arabic letters without the tatweel (U+0640) itself; the preposition stands after a space or at the start.
export const lamJoined = (text: string): string => text.replace(/(^|\s)لـ(?=[\u0621-\u063f\u0641-\u064a])/g, '$1ل');
