/**
 * A count phrase cut around its figure, so the figure can stand out (bold, larger) while the phrase
 * stays one message with its plural forms: "11 stages" → "", "11", " stages". A number printed in
 * front of a fixed label breaks agreement ("2 يومان", "11 مراحل", "1 days"). A form that spells its
 * number instead of showing it (Arabic's one and two: "مرحلتان") has no figure: then the whole
 * phrase is what stands out.
 */
export function aroundFigure(phrase: string, figure: string): { before: string; figure: string; after: string } {
  const at = figure === '' ? -1 : phrase.indexOf(figure);
  if (at < 0) return { before: '', figure: phrase, after: '' };
  return { before: phrase.slice(0, at), figure, after: phrase.slice(at + figure.length) };
}
