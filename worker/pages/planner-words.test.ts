import { describe, expect, it } from 'vitest';
import { ACTIVITY_LABELS } from '../../common/islands/step-converter-model.ts';
import { messagesFor, translator, type MessageKey } from '../i18n/messages.ts';
import { mixActivities, PLAN_TABLE } from './journey-plan.ts';
import { plannerWords } from './planner-words.ts';

describe("the planner's words for its island", () => {
  it('German: strings and slotted messages in German, numbers formatted in the page’s locale', async () => {
    const words = plannerWords(translator(await messagesFor('de')), { pageLocale: 'de', lang: 'de', stepsPerKm: 1250 });
    expect(words.heading).toBe('Ihre Gruppe auf dieser Reise planen');
    expect(words.activities).toEqual(['Aktivität 1', 'Aktivität 2']);
    expect(words.minutesFor).toEqual([' (Aktivität 1)', ' (Aktivität 2)']);
    expect(words.conversion).toContain('1.250 Schritten pro km');
    expect(words.groupDaily).toEqual({
      plural: 'people',
      '=1': 'Sie schaffen {km} km am Tag.',
      other: 'Ihre Gruppe schafft {km} km am Tag ({person} km pro Person).',
    });
    expect(words.moreWeeks).toEqual({
      plural: 'weeks',
      one: '… und {#weeks} weitere Woche',
      other: '… und {#weeks} weitere Wochen',
    });
    expect(words.pluralLocale).toBe('de');
  });

  it('the mix’s activities in the page’s language and alphabet, "other" last', async () => {
    const german = mixActivities(translator(await messagesFor('de')), 'de');
    expect(german.map(([id]) => id)).not.toContain('WALKING');
    expect(german.at(-1)).toEqual(['OTHER', 'Andere Aktivität']);
    const labels = german.slice(0, -1).map(([, label]) => label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
    expect(german).toContainEqual(['CYCLING', 'Radfahren']);
  });

  it('English activity names are the step converter’s own labels (one list, two places)', async () => {
    const t = translator(await messagesFor('en'));
    for (const [id, label] of Object.entries(ACTIVITY_LABELS)) expect(t(`activity.${id}` as MessageKey)).toBe(label);
    expect(PLAN_TABLE.stepsPerKm).toBe(1250);
  });
});
