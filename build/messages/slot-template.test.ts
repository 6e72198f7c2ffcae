import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { slotTemplate } from './slot-template.ts';

const mf = new MessageFormat('de', { strict: false });

describe('slotTemplate: messages the worker fills by replacing slots', () => {
  it('keeps plain slots as they are, once or repeated', () => {
    expect(slotTemplate('Woche {week}: {km} km, hinter {place}', mf)).toBe('Woche {week}: {km} km, hinter {place}');
    expect(slotTemplate('{a} und {a}', mf)).toBe('{a} und {a}');
  });

  it('resolves ICU quoting in the literal text', () => {
    expect(slotTemplate("Don''t stop at {place}", mf)).toBe("Don't stop at {place}");
  });

  it('leaves plurals, selects and number formats to compiled functions', () => {
    expect(slotTemplate('{n, plural, one {# Woche} other {# Wochen}}', mf)).toBeNull();
    expect(slotTemplate('{kind, select, a {A} other {B}}', mf)).toBeNull();
    expect(slotTemplate('höchstens {max, number} Zeichen', mf)).toBeNull();
  });

  it('leaves a message whose literal text looks like a slot to a function', () => {
    expect(slotTemplate("Schreiben Sie '{name}' für {tenant}", mf)).toBeNull();
  });
});
