/**
 * Fitting a label into a drawn box without a browser to measure it. A character count written for
 * Latin bold (about 0.7 em a character) cut Arabic team names in half: joined Arabic letters are
 * about half as wide, and its vowel marks (shadda, hamza) take no width at all. So each character
 * is weighed by its script, and combining marks weigh nothing.
 */

/** Rough advance widths in em for a bold sans face; generous, so a label never overflows its box. */
const WIDE_EM = 0.7;
const ARABIC_EM = 0.45;
const SPACE_EM = 0.3;
const ARABIC = /\p{Script=Arabic}/u;
const MARK = /\p{M}/u;

/** The estimated width of `text` in em. */
export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (MARK.test(ch)) continue;
    em += ch === ' ' ? SPACE_EM : ARABIC.test(ch) ? ARABIC_EM : WIDE_EM;
  }
  return em;
}

/**
 * `text` as it fits in `maxEm`: whole when it does, else cut at a character (never inside a
 * letter and its marks) and ended with an ellipsis.
 */
export function fitText(text: string, maxEm: number): string {
  if (textWidthEm(text) <= maxEm) return text;
  const chars = [...text];
  let end = chars.length;
  while (end > 1 && textWidthEm(chars.slice(0, end).join('') + '…') > maxEm) end -= 1;
  while (end < chars.length && MARK.test(chars[end]!)) end += 1;
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}
