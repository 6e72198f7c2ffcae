/**
 * Finds physical (left/right) CSS in style text, so a right-to-left page needs no second stylesheet:
 * every side is named by the reading direction instead (`margin-inline-start`, `inset-inline-end`,
 * `text-align: start`, `float: inline-end`), as STYLE.md asks. Used by test/logical-css.test.ts on
 * the style sources (goober templates, style objects) and on the built component stylesheet.
 */

/** One physical declaration: where it is, what it says, and the logical way to say it. */
export interface PhysicalCss {
  /** 1-based line in the text that was scanned. */
  line: number;
  /** The matched text (`padding-left:`, `text-align: right`, `margin: 0 8px 0 0`). */
  match: string;
  fix: string;
}

/** A value of a box shorthand: a length, a number, `auto`, a `var()` without spaces, a `${…}` of a template. */
const VALUE = String.raw`(?:\$\{[^}]*\}[\w%]*|-?[\w.%]+(?:\([^()\s;]*\))?)`;
const FOUR = String.raw`(${VALUE})\s+(${VALUE})\s+(${VALUE})\s+(${VALUE})`;

/** The text with every parenthesised part emptied (`calc(var(--r, 8px) - 2px)` → `calc()`). */
function flat(value: string): string {
  let out = value;
  while (/\([^()]*\)/.test(out)) out = out.replace(/\([^()]*\)/g, '[]');
  return out.replace(/\[\]/g, '()');
}

interface Rule {
  pattern: RegExp;
  fix: string;
  /** Whether a match is physical (default: every match is). */
  physical?: (m: RegExpExecArray) => boolean;
}

const RULES: Rule[] = [
  {
    pattern: /(?<![\w-])(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)(?![\w])/g,
    fix: 'the -inline-start / -inline-end property (margin-inline-start, border-inline-end, inset-inline-start)',
  },
  { pattern: /(?<![\w-])(?:left|right)\s*:/g, fix: 'inset-inline-start / inset-inline-end' },
  { pattern: /\b(?:text-align|textAlign)\s*:\s*['"]?(?:left|right)\b/g, fix: 'text-align: start / end' },
  { pattern: /\b(?:float|clear)\s*:\s*['"]?(?:left|right)\b/g, fix: 'float: inline-start / inline-end' },
  {
    pattern: /border-(?:top|bottom)-(?:left|right)-radius|border(?:Top|Bottom)(?:Left|Right)Radius/g,
    fix: 'border-start-start-radius, border-start-end-radius, …',
  },
  { pattern: /\b(?:margin|padding|border|inset)(?:Left|Right)\b/g, fix: 'marginInlineStart, insetInlineEnd, …' },
  {
    pattern: new RegExp(
      String.raw`(?<![\w-])(?:margin|padding|inset|border-width|border-style|border-color)\s*:\s*['"]?${FOUR}`,
      'g',
    ),
    fix: 'margin-block / margin-inline (two values each) instead of four values with different left and right',
    physical: (m) => m[2] !== m[4],
  },
  {
    pattern: /(?<![\w-])border-radius\s*:\s*([^;{}]+)/g,
    fix: 'border-start-start-radius and its siblings: the corners of several values are physical',
    physical: (m) => flat(m[1]!).split('/')[0]!.trim().split(/\s+/).length > 1,
  },
  {
    pattern: /\b(?:transform\s*:[^;{}]*\btranslate(?:X|3d)?|translate\s*:)\s*\(?\s*(-?[\d.]+)/g,
    fix: 'a logical position (inset-inline, margin-inline: auto), or the mirror under :dir(rtl)',
    physical: (m) => Number(m[1]) !== 0,
  },
  {
    pattern: /background(?:-position)?(?:-x)?\s*:[^;{}]*\b(?:left|right)\b/g,
    fix: 'a symmetric position, or :dir(rtl)',
  },
];

/** Comments say why, and may name a physical side; only code counts. Keeps line breaks. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\'"`])\/\/[^\n]*/g, (c, before: string) => before + ' '.repeat(c.length - before.length));
}

/**
 * Every physical declaration in CSS text, in order.
 *
 * @example
 * findPhysicalCss('a { padding-left: 8px }') // [{ line: 1, match: 'padding-left', fix: '…' }]
 */
export function findPhysicalCss(text: string): PhysicalCss[] {
  const code = withoutComments(text);
  const found: (PhysicalCss & { at: number })[] = [];
  for (const rule of RULES) {
    for (const m of code.matchAll(rule.pattern)) {
      if (rule.physical && !rule.physical(m as RegExpExecArray)) continue;
      const at = m.index!;
      found.push({ at, line: code.slice(0, at).split('\n').length, match: m[0].trim(), fix: rule.fix });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ line, match, fix }) => ({ line, match, fix }));
}

/** Where style text starts in a source file: a goober tagged template, or a React `style={{…}}`. */
const STYLE_START = /\b(?:css|glob|keyframes|styled(?:\.\w+|\([^()]*\))?)`|\bstyle=\{\{/g;

/** The end of the template literal or object that starts at `from` (just past its opening). */
function styleEnd(source: string, from: number, template: boolean): number {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (template) {
      if (c === '\\') i++;
      else if (c === '$' && source[i + 1] === '{') (depth++, i++);
      else if (c === '}' && depth > 0) depth--;
      else if (c === '`' && depth === 0) return i;
    } else if (c === '{') depth++;
    else if (c === '}' && depth-- === 0) return i;
  }
  return source.length;
}

/**
 * Every physical declaration in the style text of a source file: its goober `css`/`glob`/`keyframes`
 * templates and its `style={{…}}` objects (SVG geometry and other code are not CSS), with lines of
 * the file.
 *
 * @example
 * findPhysicalCssInSource('const a = css`\n  float: left;\n`;') // [{ line: 2, match: 'float: left', … }]
 */
export function findPhysicalCssInSource(source: string): PhysicalCss[] {
  const found: PhysicalCss[] = [];
  for (const start of source.matchAll(STYLE_START)) {
    const from = start.index! + start[0].length;
    const text = source.slice(from, styleEnd(source, from, start[0].endsWith('`')));
    const offset = source.slice(0, from).split('\n').length - 1;
    for (const hit of findPhysicalCss(text)) found.push({ ...hit, line: hit.line + offset });
  }
  return found;
}
