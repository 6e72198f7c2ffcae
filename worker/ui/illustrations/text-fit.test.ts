import { describe, expect, it } from 'vitest';
import { fitText, textWidthEm } from './text-fit.ts';

/** The leaderboard's name column: 13 Latin bold characters (worker/ui/illustrations/phone-leaderboard.tsx). */
const NAME_EM = 13 * 0.7;

describe('fitting a team name into the leaderboard', () => {
  it('keeps the Arabic names of the sample teams whole', () => {
    // content/home.ar.json: the two longest names were cut to "عدّاؤو المست…" by a Latin count.
    for (const name of ['عدّاؤو المستودع', 'مشّاؤو البحيرة', 'مبرمجون يمشون']) expect(fitText(name, NAME_EM)).toBe(name);
  });

  it('still shortens a Latin name that is too long, with an ellipsis', () => {
    expect(fitText('Depot Dashers', NAME_EM)).toBe('Depot Dashers');
    expect(fitText('International Walkers', NAME_EM)).toBe('Internationa…');
    expect(textWidthEm('Internationa…')).toBeLessThanOrEqual(NAME_EM);
  });

  it('never ends a cut between a letter and its vowel mark', () => {
    // Room for two letters: the shadda on the second stays with it.
    expect(fitText('عدّاؤو', 1.6)).toBe('عدّ…');
  });
});
