import { componentCssFor } from '../../common/styles.ts';

/**
 * Written into `<style id="_goober">` by the document; replaced by the rules the page uses once
 * the whole page rendered (the head is rendered before the body, so it cannot know them itself).
 * A CSS comment, so even a page that escaped the replacement stays valid CSS.
 */
export const COMPONENT_CSS_SLOT = '/*tt-component-css*/';

/**
 * Passes a rendered page through, with the component-CSS slot in its head filled with only the
 * rules of the classes the page's HTML names (`componentCssFor`). The page is held until its
 * last byte: pages have no Suspense boundary, so React emits the whole document at once anyway,
 * and the head can only be written when the body's classes are known.
 */
export function inlineUsedCss(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let html = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk) {
        html += decoder.decode(chunk, { stream: true });
      },
      flush(controller) {
        html += decoder.decode();
        const slot = html.indexOf(COMPONENT_CSS_SLOT);
        const page = slot < 0 ? html : html.slice(0, slot) + componentCssFor(html) + html.slice(slot + COMPONENT_CSS_SLOT.length);
        controller.enqueue(encoder.encode(page));
      },
    }),
  );
}
