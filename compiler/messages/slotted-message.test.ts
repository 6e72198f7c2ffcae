import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { slottedMessage } from './slotted-message.ts';
import { argumentsOf } from './catalogues.ts';

const slot = (source: string, locale = 'en') => {
  const compiled = new MessageFormat(locale, { strict: false }).compile(source) as (a?: object) => string;
  return slottedMessage(source, locale, compiled, argumentsOf(source));
};

describe('slottedMessage', () => {
  it('names and numbers: one text, a number slot marked with #', () => {
    expect(slot('{tenant} home')).toBe('{tenant} home');
    expect(slot('at most {max, number} characters', 'de')).toBe('at most {#max} characters');
  });

  it('one plural: a text per form, # the argument as a number, exact keys kept, Arabic’s six forms', () => {
    expect(slot('{n, plural, =0 {none} one {# day} other {# days}}')).toEqual({
      plural: 'n',
      '=0': 'none',
      one: '{#n} day',
      other: '{#n} days',
    });
    const arabic = slot(
      '{n, plural, zero {لا شيء} one {يوم} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
      'ar',
    );
    expect(arabic).toMatchObject({ plural: 'n', few: '{#n} أيام', many: '{#n} يومًا' });
  });

  it('keeps ICU quoting: an apostrophe pair is one apostrophe', () => {
    expect(slot("{plan}''s price")).toBe("{plan}'s price");
  });

  it('leaves to the compiler what a replace cannot fill: selects, styled numbers, two plurals, braces in text', () => {
    expect(slot('{g, select, a {A} other {B}}')).toBeNull();
    expect(slot('{p, number, percent}')).toBeNull();
    expect(slot('{a, plural, other {#}} {b, plural, other {#}}')).toBeNull();
    expect(slot("'{'{x}'}'")).toBeNull();
  });
});
