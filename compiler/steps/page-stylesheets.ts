// Which component rules each page links: those declared by the modules its render evaluates (the
// page frame's and the page module's import graphs), with the @font-face rules of the brand's own
// faces first. compiler/steps/build-component-stylesheet.ts writes one sheet per brand and page.
import type { Metafile } from 'esbuild';
import type { ComponentRule } from '../../common/styles.ts';

/** A source file and every file it imports, statically or lazily (a lazy import may render too), except `stopAt`. */
export function importGraph(metafile: Metafile, from: string, stopAt: ReadonlySet<string> = new Set()) {
  const graph = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file) || (stopAt.has(file) && file !== from)) continue;
    const input = metafile.inputs[file];
    if (!input) throw new Error(`page stylesheets: ${file} is not in the module graph`);
    graph.add(file);
    for (const imported of input.imports) if (!imported.external) queue.push(imported.path);
  }
  return graph;
}

/**
 * The rules declared by `modules`, each once, in the order of `rules` (the order of the sheet
 * with every rule), so the cascade between any two rules is the same as there.
 */
export function rulesOf(rules: readonly ComponentRule[], modules: ReadonlySet<string>): string {
  const wanted = new Set<string>();
  for (const rule of rules) {
    if (rule.module === undefined) throw new Error(`page stylesheets: rule ${rule.name} has no declaring module`);
    if (modules.has(rule.module)) wanted.add(rule.name);
  }
  let css = '';
  for (const rule of rules) if (wanted.has(rule.name)) css += rule.text;
  return css;
}

/** Whether an @font-face rule draws Arabic script (its unicode-range starts at U+0600). */
export const isArabicFace = (face: string) => /unicode-range:U\+0600\b/.test(face);

/**
 * The @font-face rules (one a line, as compiler/steps/build-fonts.ts writes them) of the families
 * a brand's font stacks name: its heading and body faces and their metric fallbacks; the Arabic
 * faces go to right-to-left pages only (`arabicFacesOf`).
 */
export function fontFacesOf(fontFaces: string, stacks: { heading: string; body: string }): string {
  const named = (family: string) =>
    [stacks.heading, stacks.body].some(
      (stack) => stack.includes(`'${family}'`) || stack.includes(`'${family} Fallback'`),
    );
  return fontFaces
    .split('\n')
    .filter((face) => {
      if (isArabicFace(face)) return false;
      const family = /font-family:'([^']+)'/.exec(face)?.[1];
      if (!family) throw new Error(`page stylesheets: no font-family in ${face.slice(0, 80)}`);
      return named(family.replace(/ Fallback$/, ''));
    })
    .join('\n');
}

/** The Arabic script's @font-face rules: the sheet right-to-left pages link before their page sheet. */
export const arabicFacesOf = (fontFaces: string): string => fontFaces.split('\n').filter(isArabicFace).join('\n');

/**
 * The module a style call was made from, from a stack trace: the outermost synchronous frame in a
 * project source file, which is the module being evaluated (rules are declared at module scope);
 * the `async` frames below it are whoever awaited its import.
 */
export function declaringModule(stack: string, root: string): string | undefined {
  const base = root.replace(/\/?$/, '/');
  const files = stack
    .split('\n')
    .filter((line) => !/^\s*at async /.test(line))
    .map((line) => /(?:file:\/\/)?(\/[^\s():]+\.[cm]?[jt]sx?):\d+:\d+/.exec(line)?.[1])
    .filter((file) => file !== undefined)
    .filter((file) => file.startsWith(base) && !file.includes('/node_modules/'))
    .map((file) => file.slice(base.length));
  return files.at(-1);
}
