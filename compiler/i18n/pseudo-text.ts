// The pseudo-locales' text, made at build time from English: page copy
// (compiler/i18n/pseudo-content.ts) and interface messages (compiler/steps/build-messages.ts) go through the
// same functions, so "English source → pseudo text" is one rule for every kind of source.
// `en-XA` is accented and about 40 % longer; `ar-XB` is the same, mirrored right to left.
import { parse, type Token } from '@messageformat/parser';
import type { PseudoLocale } from '../../common/i18n/locales.ts';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = [...'åƀçðéƒĝĥîĵķļɱñôþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÔÞǪŔŠŢÛṼŴẊÝŽ'];
/** Doubling the vowels makes English about 40 % longer in total, the growth German and French bring. */
const VOWELS = 'aeiouyAEIOUY';

/**
 * Spans that stay byte-equal: placeholders (`{tenant}`, `{{name}}`), Markdown link targets, URLs,
 * e-mail addresses, HTML entities and tags. Everything else is words.
 */
const KEEP =
  /(\{\{[^{}]*\}\}|\{[^{}]*\}|\]\([^)]*\)|https?:\/\/[^\s)"'<>]+|mailto:[^\s)"'<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|&[a-zA-Z0-9#]+;|<[^>]*>)/;

function accentWord(word: string): string {
  let out = '';
  for (const c of word) {
    const accented = ACCENTS[PLAIN.indexOf(c)] ?? c;
    out += VOWELS.includes(c) ? accented + accented : accented;
  }
  return out;
}

/** Free text in a pseudo-locale, without brackets; the spans of `KEEP` as they are. */
function pseudoWords(text: string, locale: PseudoLocale): string {
  return text
    .split(KEEP)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const accented = part.replace(/[A-Za-z]+/g, accentWord);
      // Mirrored: each word is overridden right to left (RLO … PDF); digits and punctuation keep their order.
      return locale === 'ar-XB'
        ? accented.replace(/[^\s\d.,:;!?()[\]{}"'/·–—-]+/g, (w) => `\u202e${w}\u202c`)
        : accented;
    })
    .join('');
}

/** Brackets show where a string ends (a cut-off end is visible); `ar-XB` marks it right to left. */
const bracket = (text: string, locale: PseudoLocale): string =>
  locale === 'ar-XB' ? `\u200f[${text}]\u200f` : `[${text}]`;

/**
 * A string of copy (a title, a label, a FAQ answer) in a pseudo-locale: accented, vowels doubled,
 * in brackets; placeholders, link targets and numbers kept.
 *
 * @example
 * pseudoText('Pricing for {tenant}', 'en-XA') // '[Þŕîîçîîñĝ ƒôôŕ {tenant}]'
 */
export function pseudoText(text: string, locale: PseudoLocale): string {
  return text.trim() ? bracket(pseudoWords(text, locale), locale) : text;
}

/**
 * Compiled HTML (a Markdown body) in a pseudo-locale: the text between tags changes; tags,
 * attributes and entities stay; code stays English (it is what a reader types).
 */
export function pseudoHtml(html: string, locale: PseudoLocale): string {
  let inCode = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part, i) => {
      if (i % 2 === 1) {
        if (/^<(code|pre)\b/i.test(part)) inCode++;
        else if (/^<\/(code|pre)>/i.test(part)) inCode = Math.max(0, inCode - 1);
        return part;
      }
      return inCode ? part : pseudoWords(part, locale);
    })
    .join('');
}

type Span = { offset: number; text: string };

/** The literal text spans of an ICU message, at any depth (plural and select cases included). */
function contentSpans(tokens: Token[], out: Span[] = []): Span[] {
  for (const token of tokens) {
    if (token.type === 'content' && token.ctx) out.push({ offset: token.ctx.offset, text: token.ctx.text });
    if ('cases' in token) for (const c of token.cases) contentSpans(c.tokens, out);
  }
  return out;
}

/**
 * An ICU MessageFormat message in a pseudo-locale: only its literal text changes, so arguments,
 * plural and select keys, `#` and the argument types compile exactly as the English do.
 *
 * @example
 * pseudoMessage('{count, plural, one {# day} other {# days}}', 'en-XA')
 * // '[{count, plural, one {# ðååýý} other {# ðååýýš}}]'
 */
export function pseudoMessage(source: string, locale: PseudoLocale): string {
  let out = source;
  for (const span of contentSpans(parse(source)).sort((a, b) => b.offset - a.offset))
    out = out.slice(0, span.offset) + pseudoWords(span.text, locale) + out.slice(span.offset + span.text.length);
  return bracket(out, locale);
}
