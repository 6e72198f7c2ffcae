// Component rules become their class name in the worker's modules (the worker's size): a
// `css`/`glob`/`keyframes` template of common/styles.ts with fixed text, and one with values whose
// name the build recorded. On the server such a call only names its class (common/styles.ts); the
// rules themselves reach visitors through the built stylesheet, which
// compiler/steps/build-component-stylesheet.ts collects from the sources, untouched. So the rule text in
// the worker was only hashed, once per isolate: about 9 KiB of the modules' 209 KiB gzip for fixed
// text, and 5 KiB more for the templates with values (tokens, shared fragments such as FOLD_CUE).
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gooberName } from '../common/styles.ts';
import { ROOT } from './site-sources.ts';

const STYLE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(?:\.\.?\/)+(?:common\/)?styles\.ts';/;
const TAGS = new Set(['css', 'glob', 'keyframes']);

/**
 * The name each template with values got when the stylesheet was built, by its source text
 * around the values (`templateKey`). Written by compiler/steps/build-component-stylesheet.ts with the
 * stylesheet, so the two always agree: a stale file is a stale stylesheet.
 */
export const NAMED_TEMPLATES_FILE = join(ROOT, 'worker/generated/named-templates.json');

/** A template's key: its raw text around the values, as `strings.raw` holds it. */
export const templateKey = (raw: readonly string[]): string => JSON.stringify(raw);

/**
 * Key → name of every template the modules named, those that got two names left out (the same
 * text around other values, say in a helper called twice): such a call stays a call.
 */
export function namesOfTemplates(named: readonly { raw: readonly string[]; name: string }[]): Record<string, string> {
  const names = new Map<string, string | null>();
  for (const { raw, name } of named) {
    const key = templateKey(raw);
    names.set(key, names.has(key) && names.get(key) !== name ? null : name);
  }
  return Object.fromEntries([...names].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** The template's value as the runtime sees it (escapes applied), for a template without `${`. */
const cooked = (raw: string): string => new Function(`return \`${raw}\`;`)() as string;

/** The raw text around a template's `${…}` values (none of which holds braces or backticks). */
function rawParts(raw: string): string[] {
  const parts = [''];
  for (const [piece] of raw.matchAll(/\\[\s\S]|\$\{[^{}`]*\}|[^\\$]+|\$/g))
    if (piece.startsWith('${')) parts.push('');
    else parts[parts.length - 1] += piece;
  return parts;
}

/**
 * The source with each style template of common/styles.ts replaced by its class name as a string
 * literal, and how many were replaced: fixed text by its hash, a template with values by the name
 * `names` holds for it (namesOfTemplates). A file that does not import the tags from
 * common/styles.ts (or renames them) is returned as it is.
 */
export function withStaticClassNames(
  source: string,
  names: Readonly<Record<string, string>> = {},
): { code: string; replaced: number } {
  const imported = STYLE_IMPORT.exec(source);
  if (!imported) return { code: source, replaced: 0 };
  const tags = imported[1]!
    .split(',')
    .map((name) => name.trim())
    .filter((name) => TAGS.has(name));
  if (!tags.length) return { code: source, replaced: 0 };
  let replaced = 0;
  const template = new RegExp(
    `(?<![\\w.$])(${tags.join('|')})\`((?:[^\`\\\\$]|\\\\.|\\$(?!\\{)|\\$\\{[^{}\`]*\\})*)\``,
    'g',
  );
  const code = source.replace(template, (whole: string, _tag: string, raw: string) => {
    const parts = rawParts(raw);
    if (parts.length > 1) {
      const name = Object.hasOwn(names, templateKey(parts)) ? names[templateKey(parts)] : undefined;
      if (name === undefined) return whole;
      replaced++;
      return JSON.stringify(name);
    }
    let text: string;
    try {
      text = cooked(raw);
    } catch {
      return whole; // An escape without a cooked value (`\2014`): the runtime's business.
    }
    replaced++;
    return JSON.stringify(gooberName(text));
  });
  return { code, replaced };
}

/**
 * The esbuild plugin that applies it to the worker's own TypeScript sources, with the names of
 * NAMED_TEMPLATES_FILE when the build has written it (without it, templates with values stay calls).
 */
export function staticClassNames(): Plugin {
  return {
    name: 'static-class-names',
    setup(build) {
      const names = existsSync(NAMED_TEMPLATES_FILE)
        ? (JSON.parse(readFileSync(NAMED_TEMPLATES_FILE, 'utf8')) as Record<string, string>)
        : {};
      build.onLoad({ filter: /\/(worker|client|common)\/.*\.tsx?$/ }, async ({ path }) => {
        if (path.includes('/node_modules/') || path.endsWith('/common/styles.ts')) return undefined;
        const source = await readFile(path, 'utf8');
        const { code, replaced } = withStaticClassNames(source, names);
        if (!replaced) return undefined;
        return { contents: code, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
