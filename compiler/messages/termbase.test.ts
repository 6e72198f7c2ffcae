import { describe, expect, it } from 'vitest';
import { localeOfFile, readableText, TermbaseSchema, termProblems, type Termbase } from './termbase.ts';

const style = {
  register: 'Sie, durchgehend.',
  quotes: '„…“',
  apostrophe: '’ typografisch',
  spacing: '15 % mit Leerzeichen',
  numbers: '1,5 km mit Komma',
};
const term = (concept: string, approved: string, forbidden: string[], matchCase?: boolean) => ({
  concept,
  approved,
  forbidden,
  ...(matchCase ? { matchCase } : {}),
});
const termbase: Termbase = TermbaseSchema.parse({
  locale: 'de',
  style,
  terms: [
    term('badge', 'Badge', ['Abzeichen']),
    term('step converter', 'Schrittumrechner', ['Schrittrechner']),
    term('plan', 'Tarif', ['Pläne']),
    term('participant', 'Teilnehmende', ['Teilnehmer']),
    term('self-service support', 'Self-Service', ['Self-service'], true),
    term('leaderboard', 'Rangliste', ['Bestenliste']),
    term('journey', 'Reise', ['Journey']),
    term('book a demo', 'Demo vereinbaren', ['Demo buchen']),
  ],
});

describe('termProblems', () => {
  it('finds a forbidden variant as a whole word, in any case, with its line', () => {
    const text = '---\ntitle: "Badges"\n---\nSammeln Sie ABZEICHEN und Abzeichen.\n';
    expect(termProblems(termbase, 'content/pages/x.de.md', text)).toEqual([
      { file: 'content/pages/x.de.md', line: 4, found: 'ABZEICHEN', concept: 'badge', approved: 'Badge' },
      { file: 'content/pages/x.de.md', line: 4, found: 'Abzeichen', concept: 'badge', approved: 'Badge' },
    ]);
  });

  it('leaves words that only contain a variant, and hyphenated compounds, alone', () => {
    const text = 'Die Teilnehmerzahl, die Teilnehmer-App und die Bestenlisten-Idee.\nPlänen';
    expect(termProblems(termbase, 'messages/de.json', text)).toEqual([]);
  });

  it('matches a phrase across any whitespace and the case exactly when the term says so', () => {
    const text = 'Jetzt Demo\n buchen\nDemo  buchen, Self-service oder Self-Service';
    expect(termProblems(termbase, 'content/pages/x.de.md', text).map((p) => [p.line, p.found])).toEqual([
      [3, 'Demo  buchen'],
      [3, 'Self-service'],
    ]);
  });

  it('reads copy only: not paths, addresses, placeholders, JSON keys or identifier fields', () => {
    expect(readableText('  "journey.title": "Eine Reise"', true)).not.toContain('journey');
    expect(readableText('  "value": "JOURNEY",', true)).toBe('');
    expect(readableText('slug: journey-map', false)).toBe('');
    expect(readableText('            "PRO": "Add-on",', true)).toBe('');
    expect(readableText('            "badge-pack"', true)).toBe('');
    expect(readableText('Zur [Reise](/challenges/journeys/x) und https://x.test/Journey', false)).not.toMatch(
      /journey/i,
    );
    const json = '  "a": "Die Journey {journey} und {{journey}}"';
    expect(termProblems(termbase, 'messages/de.json', json).map((p) => p.found)).toEqual(['Journey']);
  });
});

describe('TermbaseSchema', () => {
  it('refuses a variant that is the approved term itself, and a concept named twice', () => {
    const result = TermbaseSchema.safeParse({
      ...termbase,
      terms: [...termbase.terms, term('badge', 'Badge', ['badge'])],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'concept "badge" twice',
      '"badge" is the approved term itself',
    ]);
  });

  it('refuses a termbase without a style sheet', () => {
    expect(TermbaseSchema.safeParse({ locale: 'de', terms: termbase.terms }).success).toBe(false);
  });
});

describe('localeOfFile', () => {
  it('names the language of a translated file and none of an English one', () => {
    expect(localeOfFile('content/pages/pricing.cofi.fr.md')).toBe('fr');
    expect(localeOfFile('messages/ar.json')).toBe('ar');
    expect(localeOfFile('content/pages/pricing.md')).toBeUndefined();
    expect(localeOfFile('messages/en.json')).toBeUndefined();
  });
});
