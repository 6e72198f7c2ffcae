import { describe, expect, it } from 'vitest';
import { CONTENT } from '../content/built-content.ts';
import germanFunctions from '../generated/messages/de.ts';
import { messagesFor, translator } from './messages.ts';

describe('messages whose arguments are only slots: text in the content asset, filled by the worker', () => {
  it('travel as templates, not as compiled functions in the bundle', () => {
    expect(CONTENT['messages:de']?.['journey.team']).toBe('{name}: {km} km, zuletzt passiert: {place}');
    expect('journey.team' in germanFunctions).toBe(false);
    // A message with one plural travels as text too (compiler/messages: checked against the compiled one).
    expect('planner.moreWeeks' in germanFunctions).toBe(false);
  });

  it('read as the compiled message did: each slot from its argument, numbers as given', async () => {
    const t = translator(await messagesFor('de'));
    expect(t('journey.team', { name: 'Team Nord', km: '1.234', place: 'Lyon' })).toBe(
      'Team Nord: 1.234 km, zuletzt passiert: Lyon',
    );
    expect(t('planner.activity', { n: 2 })).toBe('Aktivität 2');
    expect(t('header.homeLink', { tenant: 'TeamTrek' })).toBe('TeamTrek – Startseite');
    // A message without arguments reads as written.
    expect(t('planner.heading')).toBe('Ihre Gruppe auf dieser Reise planen');
  });

  it('English too', async () => {
    const t = translator(await messagesFor('en'));
    expect(t('planner.week', { week: 3, km: '1,344', left: '286', place: 'Brandenburg Gate, Berlin' })).toBe(
      'Week 3: 1,344 km · 286 km to Brandenburg Gate, Berlin',
    );
  });
});
