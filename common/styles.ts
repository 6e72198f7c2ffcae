import { css as gooberCss, extractCss } from 'goober';

/**
 * Component styles. Rules:
 * - declare styles at module scope (`const toolbar = css\`…\``), never inside a render, so every
 *   rule exists once the modules are loaded: `npm run build` writes each page the rules of the
 *   modules it imports (compiler/steps/build-component-stylesheet.ts), the sheet that page links;
 * - read tenant values only through CSS custom properties (`var(--tt-primary)`), so one stylesheet
 *   serves every tenant and component styles never differ between requests;
 * - interpolate strings and numbers only (sizes, a keyframes name), never functions or objects.
 *
 * On the server a call only names its class: goober's name (`go` + a hash of the rule text),
 * computed without parsing the rules, since pages link the built stylesheet; parsing all of them
 * at every isolate start was about a tenth of a cold start. The calls are recorded, and
 * `componentCss()` has goober write them (the build, tests), checking each name against goober's.
 * In the browser they are goober's own, writing to a `<style id="_goober">` it adds; an island's
 * rules are already in the page's linked stylesheet, so adding them again changes nothing.
 */
type StyleTemplate = (strings: TemplateStringsArray, ...values: (string | number)[]) => string;
type StyleKind = 'class' | 'global' | 'keyframes';

const onServer = typeof document === 'undefined';
/** goober's flags per kind: g = global, k = keyframes. */
const FLAGS: Record<StyleKind, object> = { class: {}, global: { g: 1 }, keyframes: { k: 1 } };

/** goober's class name of a rule text (goober/src/core/to-hash.js): 32-bit, prime 101, seed 11. */
export function gooberName(text: string): string {
  let out = 11;
  for (let i = 0; i < text.length; i++) out = (101 * out + text.charCodeAt(i)) >>> 0;
  return `go${out}`;
}

/** The server's calls in order, and how many of them goober has written to the sheet yet. */
const calls: {
  kind: StyleKind;
  strings: TemplateStringsArray;
  values: (string | number)[];
  name: string;
  module: string | undefined;
}[] = [];
const COMPONENT_SHEET = { data: '' };
let written = 0;
/** The text of the last global rule written, which goober replaces with the next one's. */
let lastGlobal: string | undefined;
/** Each written call's rule text ('' when an earlier call wrote the same rule) and declaring module. */
const rules: ComponentRule[] = [];
let declaringModule: (() => string | undefined) | undefined;

export interface ComponentRule {
  name: string;
  text: string;
  /** The module whose evaluation declared it (set only while the build traces declarations). */
  module: string | undefined;
}

/**
 * Has every later call remember the module that declared it, as `moduleOfCall` tells (the build
 * reads it from the stack), so each page can link only the rules of its own modules.
 */
export function traceDeclarations(moduleOfCall: () => string | undefined) {
  declaringModule = moduleOfCall;
}

function styleFunction(kind: StyleKind): StyleTemplate {
  if (!onServer) return gooberCss.bind(FLAGS[kind] as never) as unknown as StyleTemplate;
  return (strings, ...values) => {
    // goober's compile of a tagged template whose values are not functions: text and values in turn.
    const name = gooberName(strings.reduce((out, text, i) => out + text + (values[i] ?? ''), ''));
    calls.push({ kind, strings, values, name, module: declaringModule?.() });
    return name;
  };
}

export const css = styleFunction('class');
export const glob = styleFunction('global');
export const keyframes = styleFunction('keyframes');

/**
 * Every component rule, in the order the modules declared them: the linked stylesheet's content.
 * Throws if goober names a class differently from the name the page was given.
 */
export function componentCss(): string {
  while (written < calls.length) {
    const { kind, strings, values, name, module } = calls[written++]!;
    const before = COMPONENT_SHEET.data;
    const named = gooberCss.call({ target: COMPONENT_SHEET, ...FLAGS[kind] } as never, strings, ...values);
    let after = COMPONENT_SHEET.data;
    // goober writes a global rule in place of the previous one (its themed global styles); the
    // pages' sheets need both, so the new rule goes after the sheet as it was instead.
    if (kind === 'global' && lastGlobal !== undefined && !after.startsWith(before)) {
      const at = before.indexOf(lastGlobal);
      after = COMPONENT_SHEET.data = before + after.slice(at, at + after.length - before.length + lastGlobal.length);
    }
    if (!after.startsWith(before)) throw new Error(`component styles: ${kind} rule ${name} replaced an earlier rule`);
    if (kind === 'global') lastGlobal = after.slice(before.length);
    rules.push({ name, module, text: after.slice(before.length) });
    if (named !== name)
      throw new Error(
        `component styles: goober named a ${kind} rule ${named}, the page got ${name}; is a value interpolated that is not a string or number?`,
      );
  }
  return COMPONENT_SHEET.data;
}

/** `componentCss()` rule by rule, in the same order: the build splits them by page. */
export function componentRules(): readonly ComponentRule[] {
  componentCss();
  return rules;
}

/**
 * The templates with values the server has named so far: each one's source text around its
 * values (`strings.raw`) and the name it got. The build turns those into their names in the
 * worker's modules, as it does fixed text (scripts/static-class-names.ts).
 */
export function namedTemplates(): { raw: readonly string[]; name: string }[] {
  return calls.filter((call) => call.values.length > 0).map((call) => ({ raw: call.strings.raw, name: call.name }));
}

/**
 * A per-request sheet for what differs by tenant and request (theme variables, custom CSS).
 * goober's default sheet is a module global that `extractCss` resets, so concurrent requests
 * would take each other's rules; each request gets its own target instead.
 *
 * Only class rules (`css`): goober's global rules replace "the previous global rule" through a
 * module-level cache, which would again mix requests.
 *
 * @example
 * const sheet = createRequestSheet(); const cls = sheet.css({ '--tt-primary': colour }); sheet.extract()
 */
export function createRequestSheet() {
  const store = { data: '' };
  return {
    css: gooberCss.bind({ target: store as unknown as Element }),
    extract: () => extractCss(store as unknown as Element),
  };
}
