import { describe, expect, it } from 'vitest';
import { fill, fillPlural } from '../../common/journeys/planner-words.ts';
import { messageTemplate, pluralTemplates } from './island-templates.ts';
import { messagesFor, translator } from './messages.ts';

describe('island templates: catalogue messages as ICU-free text the island fills', () => {
  it('a message with slots keeps each argument as its own slot, in the page’s language', async () => {
    const t = translator(await messagesFor('de'));
    const template = messageTemplate(t, 'planner.week', ['week', 'km', 'place']);
    expect(template).toBe('Woche {week}: {km} km, hinter {place}');
    expect(fill(template, { week: '3', km: '1.344', place: 'Amsterdam' })).toBe('Woche 3: 1.344 km, hinter Amsterdam');
  });

  it('a plural message: one template per category, picked and filled as the compiled message would say it', async () => {
    for (const locale of ['en', 'de', 'fr', 'ar'] as const) {
      const t = translator(await messagesFor(locale));
      const forms = pluralTemplates(t, 'planner.moreWeeks', 'weeks', locale);
      for (const n of [0, 1, 2, 3, 7, 11, 14, 100, 102, 1234]) {
        const shown = new Intl.NumberFormat(locale).format(n);
        expect(fillPlural(forms, n, shown, locale, 'weeks'), `${locale} ${n}`).toBe(
          t('planner.moreWeeks', { weeks: n }),
        );
      }
    }
  });

  it('Arabic has its six forms; German its two', async () => {
    const ar = pluralTemplates(translator(await messagesFor('ar')), 'planner.daysLabel', 'days', 'ar');
    expect(Object.keys(ar).sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(ar.two).toBe('يومان حتى خط النهاية');
    const de = pluralTemplates(translator(await messagesFor('de')), 'planner.daysLabel', 'days', 'de');
    expect(de).toEqual({ one: 'Tag bis zum Ziel', other: 'Tage bis zum Ziel' });
  });
});
