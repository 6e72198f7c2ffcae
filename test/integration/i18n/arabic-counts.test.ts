import { describe, expect, it } from 'vitest';
import { messagesFor, translator } from '../../../worker/i18n/messages.ts';
import { pageHtmlOf } from '../helpers.ts';

// Arabic's six plural forms: 1 and 2 spell their number (no figure before a dual: not "2 يومان"),
// 3–10 take the plural, 11–99 the accusative singular (not "11 مراحل"), 100 the genitive singular.
describe('Arabic counts agree with their noun (1, 2, 3, 11 and 100)', () => {
  it.each([
    ['journey.facts.stages', 'count', ['محطة واحدة', 'محطتان', '3 محطات', '11 محطةً', '100 محطة']],
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

  it('the home’s platform line: organisations and events agree with their counts, figures keep their grouping', async () => {
    const t = translator(await messagesFor('ar'));
    const line = (orgs: number, events: number) =>
      t('page.home.stats', {
        organisations: orgs.toLocaleString('en'),
        events: events.toLocaleString('en'),
        orgCount: orgs,
        eventCount: events,
      });
    expect(line(814, 2149)).toBe('نظّمت 814 مؤسسةً حتى الآن 2,149 فعاليةً على المنصة.');
    expect(line(1, 2)).toBe('نظّمت مؤسسة واحدة حتى الآن فعاليتين على المنصة.');
    expect(line(3, 100)).toBe('نظّمت 3 مؤسسات حتى الآن 100 فعالية على المنصة.');
    expect(await pageHtmlOf('default', '/ar/')).toContain('نظّمت 814 مؤسسةً حتى الآن 2,149 فعاليةً على المنصة.');
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

  it('the pictures’ step counts and points units agree with their figure (the leaderboard, the hub, the privacy screens)', async () => {
    const t = translator(await messagesFor('ar'));
    const steps = (n: number) => t('picture.steps', { count: n, steps: String(n) });
    expect([1, 2, 3, 11, 100, 1710, 982910, 949275].map(steps)).toEqual([
      'خطوة واحدة',
      'خطوتان',
      '3 خطوات',
      '11 خطوةً',
      '100 خطوة',
      '1710 خطوات',
      '982910 خطوات',
      '949275 خطوةً',
    ]);
    expect([1, 2, 3, 11, 100].map((n) => t('picture.points', { count: n }))).toEqual([
      'نقطة',
      'نقطتان',
      'نقاط',
      'نقطةً',
      'نقطة',
    ]);
    expect(t('picture.syncedToday', { count: 2961450 })).toBe('خطوةً مُزامَنةً اليوم');
  });

  it('on real pages: the leaderboard picture’s labels, the hub’s total and the privacy screens’ week', async () => {
    const home = await pageHtmlOf('default', '/ar/');
    // 982,910 ends in ten: the plural; 949,275 ends in 75: the accusative singular.
    expect(home).toContain('>982,910 خطوات</text>');
    expect(home).toContain('>949,275 خطوةً</text>');
    expect(home).toContain('>نقطةً</text>');
    expect(home).toContain('>6,300</text>');
    expect(home).toContain('خطوةً مُزامَنةً اليوم');
    expect(home).not.toMatch(/>982,910 خطوة</);
    const trust = await pageHtmlOf('default', '/ar/solutions/security-privacy');
    expect(trust).toContain('48,210 خطوات');
    expect(trust).not.toContain('48,210 خطوة<');
  });

  it('English: "1 day", "1 stage", never "1 days"', async () => {
    const t = translator(await messagesFor('en'));
    expect(t('planner.daysLabel', { days: 1 })).toBe('1 day to finish');
    expect(t('planner.daysLabel', { days: 2 })).toBe('2 days to finish');
    expect(t('journey.facts.stages', { count: 1 })).toBe('1 stop');
    expect(t('picture.status', { day: 1, days: 28, teams: 1 })).toBe('Day 1 of 28 · 1 team');
    expect(t('picture.steps', { count: 1, steps: '1' })).toBe('1 step');
    expect(t('picture.steps', { count: 12480, steps: '12,480' })).toBe('12,480 steps');
    expect(t('picture.points', { count: 1 })).toBe('point');
  });

  it('on real pages: a journey’s stage count and the home’s participation picture', async () => {
    // Camino: 11 stops; the seven wonders: 7.
    expect(await pageHtmlOf('default', '/ar/challenges/journeys/camino-de-santiago')).toContain(
      '<strong>11</strong> محطةً',
    );
    expect(await pageHtmlOf('default', '/ar/challenges/journeys/seven-wonders-of-the-ancient-world')).toContain(
      '<strong>7</strong> محطات',
    );
    const home = await pageHtmlOf('default', '/ar/');
    expect(home).toContain('من أصل 412 موظفًا');
    expect(home).not.toMatch(/412 موظف[^ًا]/);
  });
});
