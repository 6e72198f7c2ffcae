// Component rules whose text is fixed (a `css`/`glob`/`keyframes` template of common/styles.ts with
// no `${…}`) become their class name in the worker's modules (the worker's size). On the
// server such a call only names its class (common/styles.ts); the rules themselves reach visitors
// through the built stylesheet, which scripts/build-component-stylesheet.ts collects from the
// sources, untouched. So the rule text in the worker was only hashed, once per isolate, and
// weighed about 9 KiB of the modules' 209 KiB gzip. Templates with values stay calls.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { gooberName } from '../common/styles.ts';

const STYLE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(?:\.\.?\/)+(?:common\/)?styles\.ts';/;
const TAGS = new Set(['css', 'glob', 'keyframes']);

/** The template's value as the runtime sees it (escapes applied), for a template without `${`. */
const cooked = (raw: string): string => new Function(`return \`${raw}\`;`)() as string;

/**
 * The source with each fixed-text style template of common/styles.ts replaced by its class name
 * as a string literal, and how many were replaced. A file that does not import the tags from
 * common/styles.ts (or renames them) is returned as it is.
 */
export function withStaticClassNames(source: string): { code: string; replaced: number } {
  const imported = STYLE_IMPORT.exec(source);
  if (!imported) return { code: source, replaced: 0 };
  const tags = imported[1]!
    .split(',')
    .map((name) => name.trim())
    .filter((name) => TAGS.has(name));
  if (!tags.length) return { code: source, replaced: 0 };
  let replaced = 0;
  const template = new RegExp(`(?<![\\w.$])(${tags.join('|')})\`((?:[^\`\\\\$]|\\\\.|\\$(?!\\{))*)\``, 'g');
  const code = source.replace(template, (whole: string, _tag: string, raw: string) => {
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

/** The esbuild plugin that applies it to the worker's own TypeScript sources. */
export function staticClassNames(): Plugin {
  return {
    name: 'static-class-names',
    setup(build) {
      build.onLoad({ filter: /\/(worker|client|common)\/.*\.tsx?$/ }, async ({ path }) => {
        if (path.includes('/node_modules/') || path.endsWith('/common/styles.ts')) return undefined;
        const source = await readFile(path, 'utf8');
        const { code, replaced } = withStaticClassNames(source);
        if (!replaced) return undefined;
        return { contents: code, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
