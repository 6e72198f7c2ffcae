import { css as gooberCss, extractCss } from 'goober';

/**
 * Component styles. Rules:
 * - declare styles at module scope (`const toolbar = css\`…\``), never inside a render, so every
 *   rule exists before a page renders and `<head>` can carry every rule the page uses;
 * - read tenant values only through CSS custom properties (`var(--tt-primary)`), so one stylesheet
 *   serves every tenant and component styles never differ between requests.
 * On the server these write to one module-level sheet that is only ever appended to (never reset),
 * so concurrent requests cannot lose or swap rules. In the browser they use goober's default
 * target, which is the server's `<style id="_goober">`; rules already there are not added twice.
 */
const COMPONENT_SHEET = { data: '' };
const onServer = typeof document === 'undefined';
const target = onServer ? { target: COMPONENT_SHEET as unknown as Element } : {};

/**
 * The component sheet in pieces, in the order they were added: each `css` class's rules under its
 * class name, each `keyframes` under its name, and the global rules. A page then inlines only the
 * pieces it uses (`componentCssFor`). Server only; in the browser goober writes to the page's sheet.
 */
const SHEET_PIECES: { kind: SheetKind; name: string; rules: string }[] = [];
type SheetKind = 'class' | 'global' | 'keyframes';

/** Wraps a bound goober function so that what a call adds to the component sheet is kept under the name it returned. */
function recorded(bound: typeof gooberCss, kind: SheetKind): typeof gooberCss {
  if (!onServer) return bound;
  return ((...args: Parameters<typeof gooberCss>) => {
    const before = COMPONENT_SHEET.data.length;
    const name = bound(...args);
    // goober only ever appends to this sheet (one global rule, no replacement, no prepend), so the new text is at the end.
    const rules = COMPONENT_SHEET.data.slice(before);
    if (rules) SHEET_PIECES.push({ kind, name, rules });
    return name;
  }) as typeof gooberCss;
}

// goober's own glob and keyframes are already bound functions (binding them again cannot change
// their target), so they are made from css with goober's flags: g = global, k = keyframes.
export const css = recorded(gooberCss.bind(target), 'class');
export const glob = recorded(gooberCss.bind({ ...target, g: 1 } as never), 'global');
export const keyframes = recorded(gooberCss.bind({ ...target, k: 1 } as never), 'keyframes');

/** Every component rule (the whole module-level sheet). */
export function componentCss(): string {
  return COMPONENT_SHEET.data;
}

/** goober's generated names (`go` and a number) in a piece of HTML or CSS. */
const GOOBER_NAME = /\bgo\d+\b/g;

/**
 * The component rules a page uses, for its `<style id="_goober">`: the global rules, the rules of
 * every class named in `html`, and the keyframes those rules animate with. Rules of classes the
 * page does not show are left out; an island that shows one later (an opened menu) adds it in the
 * browser, where its module-scope `css` call writes to this same `<style>`.
 */
export function componentCssFor(html: string): string {
  const used = new Set(html.match(GOOBER_NAME));
  const shown = (piece: (typeof SHEET_PIECES)[number]) => piece.kind === 'global' || (piece.kind === 'class' && used.has(piece.name));
  const animated = new Set(SHEET_PIECES.filter(shown).map((piece) => piece.rules).join('').match(GOOBER_NAME));
  return SHEET_PIECES.filter((piece) => shown(piece) || (piece.kind === 'keyframes' && animated.has(piece.name))).map((piece) => piece.rules).join('');
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
