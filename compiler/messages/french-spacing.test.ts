import { describe, expect, it } from 'vitest';
import { frenchSpacingProblems } from './french-spacing.ts';

describe('French spacing before ? ! : ;', () => {
  it('names file, line and fix for an ordinary or a wide no-break space', () => {
    const text = '{\n  "a": "Pour toute l’entreprise ?",\n  "b": "Par participant\u00a0: vous payez"\n}';
    expect(frenchSpacingProblems('messages/fr.json', text)).toEqual([
      'messages/fr.json:2: an ordinary space before "?" in "…"a": "Pour toute l’entreprise ?"; write a narrow no-break space (U+202F) before ? ! : ; in French',
      'messages/fr.json:3: a no-break space (U+00A0) before ":" in "…"b": "Par participant\u00a0:"; write a narrow no-break space (U+202F) before ? ! : ; in French',
    ]);
  });

  it('accepts the narrow no-break space, an ICU argument’s colon, addresses and front matter', () => {
    const text = [
      'title: "Intégrations\u202f: les défis"',
      '- Comment pouvons-nous vous aider\u202f? (facultatif)',
      'Voir https://support.example/a :b et {label}\u202f: {value}',
      '"ratio": "16:9"',
    ].join('\n');
    expect(frenchSpacingProblems('content/pages/contact.fr.md', text)).toEqual([]);
  });

  it('catches the mark at the end of a line and before a closing quote or bracket', () => {
    expect(frenchSpacingProblems('x.fr.md', 'Bouton :\n«\u202fVraiment ?\u202f»\n(Oui !)')).toHaveLength(3);
  });

  it('names an ordinary or wide space inside « », and leaves the narrow one', () => {
    const problems = frenchSpacingProblems('messages/fr.json', '"a": "Le défi « {event} » par"');
    expect(problems).toHaveLength(2);
    for (const problem of problems)
      expect(problem).toMatch(
        /^messages\/fr\.json:1: an ordinary space inside « » in "….*Le défi « \{event\} » pa.*"; write a narrow no-break space \(U\+202F\) inside French quotation marks$/,
      );
    expect(frenchSpacingProblems('x.fr.md', 'Le défi «\u00a0Pas\u00a0»')).toHaveLength(2);
    expect(frenchSpacingProblems('x.fr.md', 'Le défi «\u202fPas\u202f»')).toEqual([]);
  });

  it('names a straight apostrophe between letters, and leaves the typographic one', () => {
    expect(frenchSpacingProblems('content/home.fr.json', '"event": "Mois des pas de l\'entreprise"')).toEqual([
      'content/home.fr.json:1: a straight apostrophe in "…"event": "Mois des pas de l\'en"; write ’ (U+2019) in French',
    ]);
    expect(frenchSpacingProblems('content/home.fr.json', '"event": "Mois des pas de l’entreprise"')).toEqual([]);
  });
});
