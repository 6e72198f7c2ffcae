import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.ts';

describe('fillMessage', () => {
  it('puts names in as given and numbers in the locale’s digits and grouping', () => {
    expect(fillMessage('{plan}: {#max} people', 'de', { plan: 'Pro', max: 10000 })).toBe('Pro: 10.000 people');
    expect(fillMessage('{#n}', 'en', { n: 1250 })).toBe('1,250');
  });

  it('chooses the plural form as Intl.PluralRules does, an exact value first, other as the fallback', () => {
    const days = { plural: 'n', '=0': 'keine', one: '{#n} Tag', other: '{#n} Tage' };
    expect([0, 1, 2].map((n) => fillMessage(days, 'de', { n }))).toEqual(['keine', '1 Tag', '2 Tage']);
    expect(fillMessage({ plural: 'n', few: '{#n} أيام', other: '{#n} يوم' }, 'ar', { n: 3 })).toBe(
      `${new Intl.NumberFormat('ar').format(3)} أيام`,
    );
    expect(fillMessage({ plural: 'n', other: '{#n} x' }, 'ar', { n: 3 })).toBe(
      `${new Intl.NumberFormat('ar').format(3)} x`,
    );
  });

  it('writes numbers with the caller’s formatter when given, the plural form still the page language’s', () => {
    const weeks = { plural: 'weeks', one: '… und {#weeks} weitere Woche', other: '… und {#weeks} weitere Wochen' };
    const english = (n: number) => new Intl.NumberFormat('en').format(n);
    expect(fillMessage(weeks, 'de', { weeks: 1 }, english)).toBe('… und 1 weitere Woche');
    expect(fillMessage(weeks, 'de', { weeks: 1200 }, english)).toBe('… und 1,200 weitere Wochen');
    expect(fillMessage(weeks, 'de', { weeks: 1200 })).toBe('… und 1.200 weitere Wochen');
  });
});
