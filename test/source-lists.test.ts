import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../common/i18n/locales.ts';
import { TENANT_IDS } from './tenant-hosts.ts';

/**
 * No list of every tenant or every translated language written out by hand: each is derived from
 * its registry (tenants/*.json through test/tenant-hosts.ts or the site data; `PAGE_LOCALES` in
 * common/i18n/locales.ts), so a new subtenant or language is one change that every test, tool and
 * build step sees. A hand-written copy went stale once and broke five tests on a new subtenant;
 * a locale list that missed one showed English interface words without an error.
 *
 * A list here is one array or object literal (or a regular expression's alternation) naming most
 * of the ids directly: nested case tables (`[['https://fitmap.example/', 'fitmap'], …]`) name
 * one or two per row and are samples, not lists.
 */
const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['worker', 'common', 'client', 'compiler', 'scripts', 'perf', 'test'];
const TENANT_LIST_SIZE = Math.min(5, TENANT_IDS.length);
const LOCALE_LIST_SIZE = Math.min(4, TRANSLATED_LOCALES.length);

/** Files allowed a full list, each with why the spelling is the point. */
const ALLOWED: Record<string, string> = {
  'common/i18n/locales.ts': 'the locale registry itself: PAGE_LOCALES and each language’s own name',
  'common/site-locales.ts':
    'the 30 formatting locales (how numbers and dates look), a list apart from the page locales',
};

/** Literal maps keyed by locale whose type names every locale: the compiler names a missing one. */
const EXHAUSTIVE_TYPE = /Record<\s*(PageLocale|AuthoredLocale|TranslatedLocale|Exclude<PageLocale)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** The ids a literal names directly: its string elements, its property names, its regex alternation. */
function namedIn(node: ts.Node): string[] {
  if (ts.isArrayLiteralExpression(node))
    return node.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
    );
  if (node.kind === ts.SyntaxKind.RegularExpressionLiteral)
    return (node as ts.LiteralExpression).text.split(/[^A-Za-z0-9_-]+/);
  return [];
}

/** Whether the literal is the value of a declaration or `satisfies` whose type lists every locale. */
function typedExhaustive(node: ts.Node, source: ts.SourceFile): boolean {
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && parent.type) return EXHAUSTIVE_TYPE.test(parent.type.getText(source));
  if (ts.isSatisfiesExpression(parent) || ts.isAsExpression(parent))
    return EXHAUSTIVE_TYPE.test(parent.type.getText(source));
  return false;
}

/** A cheap look before parsing: enough of the ids appear in the text at all. */
const mayNameAList = (text: string): boolean =>
  TENANT_IDS.filter((id) => text.includes(id)).length >= TENANT_LIST_SIZE ||
  TRANSLATED_LOCALES.filter((l) => new RegExp(`\\b${l}\\b`).test(text)).length >= LOCALE_LIST_SIZE;

/** `file:line: what` for each literal that writes out the tenant list or the locale list. */
export function handWrittenLists(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const named = new Set(namedIn(node));
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const tenants = TENANT_IDS.filter((id) => named.has(id));
    if (tenants.length >= TENANT_LIST_SIZE)
      found.push(`${file}:${line}: names ${tenants.length} tenants; derive them from TENANT_IDS or the site data`);
    const locales = TRANSLATED_LOCALES.filter((l) => named.has(l));
    if (locales.length >= LOCALE_LIST_SIZE && !typedExhaustive(node, source))
      found.push(
        `${file}:${line}: names ${locales.length} locales; derive them from PAGE_LOCALES or TRANSLATED_LOCALES`,
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tenant and locale lists', () => {
  it('are derived, never written out, across worker/, common/, client/, compiler/, scripts/, perf/ and test/', () => {
    const files = FOLDERS.flatMap(sourceFiles).filter((file) => !(file in ALLOWED));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return mayNameAList(text) ? handWrittenLists(file, text) : [];
    });
    expect(found).toEqual([]);
    // An exception that no longer holds a list leaves the allow-list with it.
    for (const file of Object.keys(ALLOWED))
      expect(handWrittenLists(file, readFileSync(join(ROOT, file), 'utf8')), file).not.toEqual([]);
  });

  it.each([
    ["const ids = ['default', 'fitmap', 'wmm', '100kmc', 'minimal'];", /names 5 tenants/],
    ["const HOME = { default: 'a', fitmap: 'b', wmm: 'c', '100kmc': 'd', minimal: 'e', cofi: 'f' };", /6 tenants/],
    ["for (const l of ['de', 'fr', 'es', 'nl', 'ar']) f(l);", /names 5 locales/],
    ['const infix = /\\.(de|fr|es|nl|ar)\\.md$/;', /names 5 locales/],
    ["const words: Record<string, string> = { de: 'a', fr: 'b', es: 'c', nl: 'd' };", /names 4 locales/],
  ])('finds a planted list: %s', (line, message) => {
    expect(handWrittenLists('planted.ts', line)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    "it.each([['https://fitmap.example/', 'fitmap'], ['https://wmm.example/', 'wmm']])('%s', f);",
    "const OG: Record<PageLocale, string> = { en: 'en_US', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', nl: 'nl_NL' };",
    "const sample = ['default', 'cofi', 'mzg'];",
    "for (const l of ['de', 'fr']) f(l);",
  ])('lets a sample or a compiler-checked map be: %s', (line) => {
    expect(handWrittenLists('sample.ts', line)).toEqual([]);
  });
});
