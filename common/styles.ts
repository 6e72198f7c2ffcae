import { css as gooberCss, extractCss } from 'goober';

/**
 * Component styles. Rules:
 * - declare styles at module scope (`const toolbar = css\`…\``), never inside a render, so every
 *   rule exists once the modules are loaded: `npm run build` writes them all into one stylesheet
 *   (scripts/build-component-stylesheet.ts) that every page links;
 * - read tenant values only through CSS custom properties (`var(--tt-primary)`), so one stylesheet
 *   serves every tenant and component styles never differ between requests.
 * On the server these write to one module-level sheet that is only ever appended to (never reset).
 * In the browser they use goober's default target (a `<style id="_goober">` goober adds); an
 * island's rules are already in the linked stylesheet, so adding them again changes nothing.
 */
const COMPONENT_SHEET = { data: '' };
const onServer = typeof document === 'undefined';
const target = onServer ? { target: COMPONENT_SHEET as unknown as Element } : {};

// goober's own glob and keyframes are already bound functions (binding them again cannot change
// their target), so they are made from css with goober's flags: g = global, k = keyframes.
export const css = gooberCss.bind(target);
export const glob = gooberCss.bind({ ...target, g: 1 } as never);
export const keyframes = gooberCss.bind({ ...target, k: 1 } as never);

/** Every component rule (the whole module-level sheet): the linked stylesheet's content. */
export function componentCss(): string {
  return COMPONENT_SHEET.data;
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
