/**
 * French typography in the sources of French copy: before ? ! : ; comes a narrow no-break space
 * (U+202F), never an ordinary space (the line breaks before the mark) nor the wider U+00A0 (the
 * house style sheet, `messages/terms.fr.json`), and the same space inside « »; and between letters the typographic apostrophe ’,
 * never the straight ' (l’entreprise). The rendered pages are checked too
 * (`test/integration/i18n/french-typography.test.ts`); this names the file and line to fix.
 */

/** A space or no-break space after a character and before ? ! : ; that ends its word. */
const WRONG_SPACE = /(?<=\S)[ \u00a0](?=[?!:;](?:\s|$|["*)\]]))/g;

/** An ordinary or wide no-break space just inside French quotation marks (« Mois des pas »). */
const WRONG_QUOTE_SPACE = /«[ \u00a0]|[ \u00a0]»/g;

/** A straight apostrophe between two letters (l'entreprise), where French writes ’. */
const STRAIGHT_APOSTROPHE = /(?<=\p{L})'(?=\p{L})/gu;

/** One line per wrong space or apostrophe in `text` (a French content file or `messages/fr.json`). */
export function frenchSpacingProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/https?:\/\/\S+/g, (url) => ' '.repeat(url.length));
    for (const match of line.matchAll(WRONG_SPACE)) {
      const at = match.index;
      const mark = line[at + 1];
      const context = raw.slice(Math.max(0, at - 30), at + 2).trimStart();
      const space = match[0] === ' ' ? 'an ordinary space' : 'a no-break space (U+00A0)';
      problems.push(
        `${file}:${i + 1}: ${space} before "${mark}" in "…${context}"; write a narrow no-break space (U+202F) before ? ! : ; in French`,
      );
    }
    for (const match of line.matchAll(WRONG_QUOTE_SPACE)) {
      const context = raw.slice(Math.max(0, match.index - 20), match.index + 22).trim();
      const space = match[0].includes(' ') ? 'an ordinary space' : 'a no-break space (U+00A0)';
      problems.push(
        `${file}:${i + 1}: ${space} inside « » in "…${context}…"; write a narrow no-break space (U+202F) inside French quotation marks`,
      );
    }
    for (const match of line.matchAll(STRAIGHT_APOSTROPHE)) {
      const context = raw.slice(Math.max(0, match.index - 30), match.index + 3).trimStart();
      problems.push(`${file}:${i + 1}: a straight apostrophe in "…${context}"; write ’ (U+2019) in French`);
    }
  });
  return problems;
}
