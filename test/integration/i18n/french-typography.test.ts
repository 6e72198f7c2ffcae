/**
 * French typography as a French reader meets it on both brands: before ? ! : ; a narrow no-break
 * space (U+202F), never an ordinary space (the mark could start the next line) nor U+00A0, in the
 * visible text, in what a screen reader hears (aria-label, alt) and in the islands' words, which
 * the browser renders from their props. The sources are checked too, with file and line, by
 * `npm run check` (compiler/messages/french-spacing.ts).
 */
import { describe, expect, it } from 'vitest';
import { ISLAND_PROPS_ATTR } from '../../../common/islands/island-markers.ts';
import { decodeAttribute } from '../../island-props.ts';
import { pageHtmlOf } from '../helpers.ts';

const WRONG_SPACE = /\S[ \u00a0][?!:;](?=\s|$|[»")\]])/;
/** An ordinary or wide no-break space inside « »: the narrow one (U+202F) keeps the marks on their word. */
const WRONG_QUOTE_SPACE = /«[ \u00a0]|[ \u00a0]»/;

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** What a reader reads or hears on a page: text, aria-label, alt, and the islands' strings. */
function readerStrings(html: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const text = [...body.matchAll(/>([^<]+)</g)].map((m) => decodeAttribute(m[1]!));
  const attributes = [...body.matchAll(/\s(?:aria-label|alt)="([^"]*)"/g)].map((m) => decodeAttribute(m[1]!));
  const islands = [...body.matchAll(new RegExp(`\\s${ISLAND_PROPS_ATTR}="([^"]*)"`, 'g'))].flatMap((m) =>
    strings(JSON.parse(decodeAttribute(m[1]!))),
  );
  return [...text, ...attributes, ...islands];
}

describe('French pages: a narrow no-break space before ? ! : ;', () => {
  for (const [tenant, paths] of [
    ['default', ['/fr/pricing', '/fr/contact', '/fr/solutions/security-privacy', '/fr/']],
    ['cofi', ['/fr/pricing', '/fr/contact', '/fr/product/benefits/security-data-privacy', '/fr/product', '/fr/']],
  ] as const)
    for (const path of paths)
      it(`${tenant} ${path}`, async () => {
        const read = readerStrings(await pageHtmlOf(tenant, path));
        expect(read.length).toBeGreaterThan(50);
        expect(read.filter((s) => WRONG_SPACE.test(s))).toEqual([]);
        expect(
          read.filter((s) => /\p{L}'\p{L}/u.test(s)),
          'straight apostrophes',
        ).toEqual([]);
        expect(
          read.filter((s) => WRONG_QUOTE_SPACE.test(s)),
          'spaces inside « »',
        ).toEqual([]);
      });

  it('the strings that had an ordinary space now carry the narrow one', async () => {
    const pricing = readerStrings(await pageHtmlOf('cofi', '/fr/pricing')).join('\n');
    expect(pricing).toContain('Pour toute l’entreprise\u202f?');
    expect(pricing).toContain('Comment le prix est-il calculé\u202f?');
    const contact = readerStrings(await pageHtmlOf('cofi', '/fr/contact')).join('\n');
    expect(contact).toContain('Vous ne souhaitez pas de démo\u202f? Choisissez un autre sujet dans le formulaire.');
    expect(contact).toContain('Comment pouvons-nous vous aider\u202f? (facultatif)');
    const trust = readerStrings(await pageHtmlOf('cofi', '/fr/product/benefits/security-data-privacy')).join('\n');
    expect(trust).toContain('Quels objets connectés peut-on relier, et quelles données transmettent-ils\u202f?');
  });

  it('the check sees an ordinary space: the same strings with one fail it', () => {
    expect(WRONG_SPACE.test('Pour toute l’entreprise ?')).toBe(true);
    expect(WRONG_SPACE.test('Bouton : Inviter')).toBe(true);
    expect(WRONG_SPACE.test('Bouton\u202f: Inviter')).toBe(false);
    expect(WRONG_QUOTE_SPACE.test('le défi « Mois des pas »')).toBe(true);
    expect(WRONG_QUOTE_SPACE.test('le défi «\u202fMois des pas\u202f»')).toBe(false);
  });
});

describe('Corporate Fitness’s sample challenge in French', () => {
  it('/fr/product: the organiser’s setup names the challenge in French quotes, with ’', async () => {
    const html = await pageHtmlOf('cofi', '/fr/product');
    const label = [...html.matchAll(/aria-label="(Le paramétrage[^"]*)"/g)].map((m) => decodeAttribute(m[1]!))[0];
    expect(label).toMatch(/^Le paramétrage du défi «\u202fMois des pas de l’entreprise\u202f» par l’organisateur/);
    expect(html).not.toContain('Mois des pas de l&#x27;entreprise');
  });
});
