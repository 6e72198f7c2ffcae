import { describe, expect, it } from 'vitest';
import { messagesFor, translator } from '../../../worker/i18n/messages.ts';
import { pageHtmlOf } from '../helpers.ts';

// Arabic's six plural forms: 1 and 2 spell their number (no figure before a dual: not "2 يومان"),
// 3–10 take the plural, 11–99 the accusative singular (not "11 مراحل"), 100 the genitive singular.
describe('Arabic counts agree with their noun (1, 2, 3, 11 and 100)', () => {
  it.each([
    ['journey.facts.stages', 'count', ['مرحلة واحدة', 'مرحلتان', '3 مراحل', '11 مرحلةً', '100 مرحلة']],
    [
      'planner.daysLabel',
      'days',
      [
        'يوم واحد حتى خط النهاية',
        'يومان حتى خط النهاية',
        '3 أيام حتى خط النهاية',
        '11 يومًا حتى خط النهاية',
        '100 يوم حتى خط النهاية',
      ],
    ],
    [
      'picture.status',
      'teams',
      [
        'اليوم 5 من 9 · فريق واحد',
        'اليوم 5 من 9 · فريقان',
        'اليوم 5 من 9 · 3 فرق',
        'اليوم 5 من 9 · 11 فريقًا',
        'اليوم 5 من 9 · 100 فريق',
      ],
    ],
  ] as const)('%s', async (key, argument, expected) => {
    const t = translator(await messagesFor('ar'));
    const said = [1, 2, 3, 11, 100].map((n) => t(key, { day: 5, days: 9, [argument]: n }));
    expect(said).toEqual(expected);
  });

  it('a formatted figure keeps its grouping while its noun agrees with the count', async () => {
    const t = translator(await messagesFor('ar'));
    const staffOf = (staff: number) =>
      t('picture.staffOf', { participants: '1', staff: String(staff), staffCount: staff });
    expect([1, 2, 3, 11, 100, 412].map(staffOf)).toEqual([
      '1 من أصل موظف واحد',
      '1 من أصل موظفَين',
      '1 من أصل 3 موظفين',
      '1 من أصل 11 موظفًا',
      '1 من أصل 100 موظف',
      '1 من أصل 412 موظفًا',
    ]);
  });

  it('English: "1 day", "1 stage", never "1 days"', async () => {
    const t = translator(await messagesFor('en'));
    expect(t('planner.daysLabel', { days: 1 })).toBe('1 day to finish');
    expect(t('planner.daysLabel', { days: 2 })).toBe('2 days to finish');
    expect(t('journey.facts.stages', { count: 1 })).toBe('1 stop');
    expect(t('picture.status', { day: 1, days: 28, teams: 1 })).toBe('Day 1 of 28 · 1 team');
  });

  it('on real pages: a journey’s stage count and the home’s participation picture', async () => {
    // Camino: 11 stages; the seven wonders: 7.
    expect(await pageHtmlOf('default', '/ar/challenges/journeys/camino-de-santiago')).toContain(
      '<strong>11</strong> مرحلةً',
    );
    expect(await pageHtmlOf('default', '/ar/challenges/journeys/seven-wonders-of-the-ancient-world')).toContain(
      '<strong>7</strong> مراحل',
    );
    const home = await pageHtmlOf('default', '/ar/');
    expect(home).toContain('من أصل 412 موظفًا');
    expect(home).not.toMatch(/412 موظف[^ًا]/);
  });
});
