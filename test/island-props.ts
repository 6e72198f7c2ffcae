import { ISLAND_NAME_ATTR, ISLAND_PROPS_ATTR, ISLAND_TAG, type IslandName } from '../common/islands/island-markers.ts';

/**
 * Reads island markers out of server HTML for tests, by the names and attributes the server and
 * the client entry share (common/islands/island-markers.ts). One decoder for the props attribute,
 * in one pass, so `&amp;quot;` stays the text `&quot;` (four tests had their own, each partial).
 */
const ENTITY = /&(?:(quot|amp|lt|gt|apos)|#(\d+)|#x([0-9a-f]+));/gi;
const NAMED: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/** An HTML attribute value as the browser reads it (`getAttribute`). */
export const decodeAttribute = (value: string): string =>
  value.replace(ENTITY, (_, named: string | undefined, dec: string | undefined, hex: string | undefined) =>
    named ? NAMED[named.toLowerCase()]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16)),
  );

/**
 * The first island marker of that name: its parsed props and its server HTML, or null when the page has none.
 *
 * @example
 * islandMarker(html, 'price-calculator')?.inner // the calculator's server-rendered table
 */
export function islandMarker<P = Record<string, unknown>>(
  html: string,
  name: IslandName,
): { props: P; inner: string } | null {
  const open = new RegExp(`<${ISLAND_TAG}\\b[^>]*\\s${ISLAND_NAME_ATTR}="${name}"[^>]*>`).exec(html);
  if (!open) return null;
  const props = new RegExp(`\\s${ISLAND_PROPS_ATTR}="([^"]*)"`).exec(open[0])?.[1];
  if (props === undefined) throw new Error(`island "${name}" has no ${ISLAND_PROPS_ATTR} attribute: ${open[0]}`);
  const start = open.index + open[0].length;
  const end = html.indexOf(`</${ISLAND_TAG}>`, start);
  return { props: JSON.parse(decodeAttribute(props)) as P, inner: html.slice(start, end < 0 ? undefined : end) };
}

/**
 * The props the server gave the first island of that name, as the client entry reads them; throws when the page has none.
 *
 * @example
 * islandProps<{ stamp: FormStamp }>(html, 'contact-form').stamp
 */
export function islandProps<P = Record<string, unknown>>(html: string, name: IslandName): P {
  const marker = islandMarker<P>(html, name);
  if (!marker) throw new Error(`no ${name} island marker`);
  return marker.props;
}
