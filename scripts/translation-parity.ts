// Shape parity of translated content files: `content/home.de.json` beside `content/home.json`,
// `content/pages/contact.cofi.fr.md` beside `content/pages/contact.cofi.md`. A translation may change
// only human-readable text; everything the site matches on (ids, slugs, paths, numbers, icons) must
// equal the English, and it must record the hash of the English bytes it was translated from.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { TRANSLATED_INFIX } from '../common/i18n/locales.ts';
import { ROOT } from './site-sources.ts';

/** Fields whose string values are prose a translator rewrites; any other string must equal the English. */
export const TRANSLATABLE_FIELDS: ReadonlySet<string> = new Set([
  'title',
  // A menu item's rich label (content/menus): its link targets are held like any Markdown's.
  'markdown',
  'description',
  'label',
  'lead',
  'heading',
  'text',
  'name',
  'intro',
  'tagline',
  'summary',
  'includes',
  'for',
  'question',
  'answer',
  // A testimonial's words (content/testimonials.json); the person's and the company's names stay.
  'quote',
  'exportLabel',
  'viewNote',
  'ssoNote',
  'defaultRegion',
  'event',
  'about',
  'region',
  // The trust centre's facts in words (content/trust/trust-centre.json); its ids, coordinates and dates stay.
  'stores',
  'profile',
  'activities',
  'leaderboard',
  'organiser',
  'reads',
  'limits',
  'purpose',
  // The step table's method, what each source is used for and each Compendium entry in words
  // (content/step-conversion.json); its numbers, ids and URLs stay.
  'method',
  'use',
  'basis',
]);

/** Whole branches of words: the trust centre's fixed labels and what each role reaches (`read`, … read as plain English elsewhere). */
const TRANSLATABLE_PATHS: readonly RegExp[] = [
  /^\.labels\./,
  /^\.roles\[\d+\]\.can\./,
  // The trust centre's callout labels and its reviewer's job title; the date and the company stay.
  /^\.proof\.(title|regions|subProcessors|regionsLabel|subProcessorsLabel|rolesLabel|visibilityLabel|sourcesLabel|dpaLabel|onRequest|trackingCookies|none|signOn|securityContact|reviewed)$/,
  /^\.proof\.quotes\.\w+\.title$/,
  // A plan's line per brand (content/pricing/plans.json).
  /^\.plans\[\d+\]\.tagline\.\w+$/,
];

/**
 * Strings that stay as published although their field is words elsewhere. None today: a cited
 * source's name (content/step-conversion.json) is translated around its published title ("Ainsworth
 * u. a., Aktualisierung 2011"), and the page marks it `lang="en"` only while it is the English one.
 */
const FIXED_PATHS: readonly RegExp[] = [];

/** Whether a string at `path` (`.roles[0].can.read`) under `field` (its key) is words a translation changes. */
export const isTranslatable = (field: string, path: string): boolean =>
  !FIXED_PATHS.some((p) => p.test(path)) &&
  (TRANSLATABLE_FIELDS.has(field) || TRANSLATABLE_PATHS.some((p) => p.test(path)));

/**
 * Structure a translation leaves out, which the build takes from the English file: the plans'
 * matrix (which plan has which feature, and the price-list items a row stands for) is kept once.
 */
const FROM_ENGLISH: Readonly<Record<string, readonly RegExp[]>> = {
  'content/pricing/plans.json': [/^\.groups\[\d+\]\.features\[\d+\]\.(plans|priceKeys)$/],
};

/** Whether the value at `path` of a translation of `english` is the English file's. */
const isFromEnglish = (english: string, path: string): boolean =>
  (FROM_ENGLISH[english] ?? []).some((p) => p.test(path));

/** A translation with the structure it leaves out filled in from its English file (FROM_ENGLISH). */
export function withEnglishStructure(english: string, en: unknown, tr: unknown, path = ''): unknown {
  if (!FROM_ENGLISH[english] || kind(en) !== kind(tr)) return tr;
  if (Array.isArray(en))
    return (tr as unknown[]).map((v, i) => withEnglishStructure(english, en[i], v, `${path}[${i}]`));
  if (!en || typeof en !== 'object') return tr;
  const out: Record<string, unknown> = { ...(tr as Record<string, unknown>) };
  for (const [key, value] of Object.entries(en)) {
    if (isFromEnglish(english, `${path}.${key}`)) out[key] = value;
    else if (key in out) out[key] = withEnglishStructure(english, value, out[key], `${path}.${key}`);
  }
  return out;
}

const INFIX = new RegExp(`^(content/.+)\\.${TRANSLATED_INFIX}\\.(json|md)$`);
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

export interface ParityProblem {
  file: string;
  path: string;
  message: string;
}

/** `sha256:` and the first 16 hex characters of the SHA-256 of a file's exact bytes. */
export function sourceHash(bytes: string | Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
}

/** The English file a translation was made from, or undefined when the name has no locale infix. */
export function englishSourceOf(file: string): string | undefined {
  const m = INFIX.exec(file);
  return m ? `${m[1]}.${m[3]}` : undefined;
}

type Parsed = { data: unknown; body?: string };

function parseFile(file: string, text: string): Parsed {
  if (file.endsWith('.json')) return { data: JSON.parse(text) };
  const m = FRONT_MATTER.exec(text);
  if (!m) throw new Error('no front matter');
  return { data: parseYaml(m[1]!) ?? {}, body: text.slice(m[0].length) };
}

const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** Walks English and translation together; reports the first difference on each branch. */
function compare(
  en: unknown,
  tr: unknown,
  path: string,
  field: string,
  out: [string, string][],
  fromEnglish: (path: string) => boolean,
): void {
  if (kind(en) !== kind(tr)) return void out.push([path, `is ${kind(tr)}, the English is ${kind(en)}`]);
  if (Array.isArray(en)) {
    const t = tr as unknown[];
    if (en.length !== t.length) out.push([path, `has ${t.length} items, the English ${en.length}`]);
    en.slice(0, t.length).forEach((v, i) => compare(v, t[i], `${path}[${i}]`, field, out, fromEnglish));
  } else if (en && typeof en === 'object') {
    const t = tr as Record<string, unknown>;
    for (const key of Object.keys(en)) {
      if (fromEnglish(`${path}.${key}`)) {
        if (key in t)
          out.push([
            `${path}.${key}`,
            'is taken from the English file: remove it here (a translation holds words only)',
          ]);
      } else if (!(key in t)) out.push([`${path}.${key}`, 'missing (the English has it)']);
      else compare((en as Record<string, unknown>)[key], t[key], `${path}.${key}`, key, out, fromEnglish);
    }
    for (const key of Object.keys(t))
      if (!(key in en) && !(path === '' && key === 'translatedFrom'))
        out.push([`${path}.${key}`, 'not in the English file']);
  } else if (typeof en === 'string') {
    if (!isTranslatable(field, path) && en !== tr)
      out.push([path, `must stay "${en}" (only text fields are translated), found "${String(tr)}"`]);
    else if (isTranslatable(field, path)) placeholderProblems(en, String(tr), path, out);
  } else if (en !== tr) out.push([path, `must stay ${String(en)}, found ${String(tr)}`]);
}

/**
 * `{{name}}`, `{{price:key}}`, `{plan}` and Markdown link targets must survive translation;
 * `{{nameCompound}}` is the same name written for a compound (die {{nameCompound}}-App).
 */
function placeholderProblems(en: string, tr: string, path: string, out: [string, string][]): void {
  const tokens = (s: string) =>
    [...s.matchAll(/\{\{[^}]+\}\}|\{[a-z]+\}|\]\(([^)\s]+)\)/g)]
      .map((m) => (m[0] === '{{nameCompound}}' ? '{{name}}' : m[0]))
      .sort();
  const a = tokens(en).join(' ');
  const b = tokens(tr).join(' ');
  if (a !== b)
    out.push([path, `placeholders and link targets differ: English ${a || '(none)'}, translation ${b || '(none)'}`]);
}

/**
 * Problems of every translated file among `files` (repository path → text, plus the English
 * sources): no English source, not parsing, a stale or missing `translatedFrom`, a missing or
 * extra field, a changed id, path or number, a lost placeholder or link.
 */
export function translationParityProblems(files: Record<string, string>): ParityProblem[] {
  const problems: ParityProblem[] = [];
  for (const [file, text] of Object.entries(files)) {
    const source = englishSourceOf(file);
    if (!source) continue;
    const add = (path: string, message: string) => problems.push({ file, path, message });
    const english = files[source];
    if (english === undefined) {
      add('(file)', `no English source ${source}; name a translation after its English file plus .<locale>`);
      continue;
    }
    let en: Parsed;
    let tr: Parsed;
    try {
      en = parseFile(source, english);
      tr = parseFile(file, text);
    } catch (error) {
      add('(file)', `does not parse: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const recorded = (tr.data as Record<string, unknown> | null)?.translatedFrom;
    const expected = sourceHash(english);
    if (recorded !== expected)
      add(
        'translatedFrom',
        recorded === undefined
          ? `missing; add translatedFrom: ${expected}`
          : `is ${String(recorded)}, the English file now hashes to ${expected}: update the translation, then the hash`,
      );
    const out: [path: string, message: string][] = [];
    // A top-level array (a menu) has no field for `translatedFrom`: its translation wraps it as `items`.
    const wrapped = Array.isArray(en.data) && !Array.isArray(tr.data);
    if (wrapped) {
      const extra = Object.keys((tr.data ?? {}) as object).filter((k) => k !== 'translatedFrom' && k !== 'items');
      for (const key of extra) out.push([`.${key}`, 'not in the English file (a list is translated as "items")']);
      compare(en.data, (tr.data as { items?: unknown } | null)?.items, '.items', '', out, () => false);
    } else compare(en.data, tr.data, '', '', out, (path) => isFromEnglish(source, path));
    if (en.body !== undefined) placeholderProblems(en.body, tr.body ?? '', '(body)', out);
    for (const [path, message] of out) add(path.replace(/^\./, '') || '(root)', message);
  }
  return problems;
}

/** Every JSON and Markdown file under content/, by repository path. */
export function contentFiles(root = ROOT): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(json|md)$/.test(entry.name)) files[relative(root, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(join(root, 'content'));
  return files;
}
