import { describe, expect, it } from 'vitest';
import { pseudoCatalogueEntry } from './pseudo-messages.ts';

describe('pseudoCatalogueEntry', () => {
  it('plain text and placed arguments: one string with {name} slots', () => {
    expect(pseudoCatalogueEntry('{tenant} home', 'en-XA')).toBe('[{tenant} ĥôôɱéé]');
    expect(pseudoCatalogueEntry('at most {max, number} characters', 'en-XA')).toBe('[ååţ ɱôôšţ {max} çĥååŕååçţééŕš]');
  });

  it('one plural: the whole message once per form, # as the argument’s slot, exact keys kept', () => {
    expect(pseudoCatalogueEntry('{region} · {stages, plural, one {# stage} other {# stages}}', 'en-XA')).toEqual({
      plural: 'stages',
      one: '[{region} · {stages} šţååĝéé]',
      other: '[{region} · {stages} šţååĝééš]',
    });
    expect(pseudoCatalogueEntry('{count, plural, =0 {None} other {Some}}', 'en-XA')).toEqual({
      plural: 'count',
      '=0': '[Ñôôñéé]',
      other: '[Šôôɱéé]',
    });
  });

  it('what slots cannot express stays English (null): a select, two plurals', () => {
    expect(pseudoCatalogueEntry('{kind, select, a {A} other {B}}', 'en-XA')).toBeNull();
    expect(pseudoCatalogueEntry('{a, plural, other {#}} {b, plural, other {#}}', 'en-XA')).toBeNull();
  });
});
