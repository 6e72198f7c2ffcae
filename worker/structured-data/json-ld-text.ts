/**
 * Characters that let text inside `<script>` end the element or change how the HTML parser reads
 * it: `<` (`</script>`, `<!--`), `>` and `&` for good measure, and U+2028 / U+2029, which older
 * JavaScript parsers treat as line ends. JSON's `\uXXXX` escapes mean the same string to a
 * JSON-LD reader, so the data is unchanged.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON for an inline `<script type="application/ld+json">`: compact, and escaped so that no
 * content (a title with `</script>` in it) can close the element. The HTML spec's advice for data
 * blocks: https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements
 *
 * @example
 * jsonLdText({ name: '</script><!--' }) // '{"name":"\\u003c/script\\u003e\\u003c!--"}'
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, escapeChar);
}
