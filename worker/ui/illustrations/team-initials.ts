/**
 * Letters for a team's marker on a journey map and in its legend. Articles and linking words are
 * not initials ("The Night Shift" → "NS", "Pèlerins de la paie" → "PP"), nor is the Arabic article
 * «ال» at the front of a word («رحّالة الطريق الأم» → «رط», not «را»). Initials are unique within
 * one map: a clash drops the word "Team" ("Team Bison" → "B" beside "Trail Blazers"), then takes the
 * first word's first two letters, then the team's number.
 */

const LINKING = new Set(
  [
    ...['the', 'of', 'and', 'a', 'an'],
    ...['die', 'der', 'das', 'den', 'des', 'dem', 'und', 'von'],
    ...['le', 'la', 'les', 'de', 'du', 'des', 'et', 'au', 'aux', 'à'],
    ...['el', 'los', 'las', 'del', 'y'],
    ...['de', 'het', 'van', 'en'],
    ...['في', 'من', 'و'],
  ].map((w) => w.toLocaleLowerCase()),
);

const TEAM = new Set(['team', 'équipe', 'equipo', 'فريق']);
const ELIDED = /^(?:l|d)['’]/iu;
const ARABIC = /\p{Script=Arabic}/u;
/** «ال» / «وال» / «بال» in front of a word of at least two more letters. */
const ARTICLE = /^(?:[وبفك]?ال|لل)(?=\p{L}{2})/u;

function significantWords(name: string): string[] {
  return name
    .split(/[\s\-‐–]+/u)
    .map((w) => w.replace(ELIDED, '').replace(ARTICLE, ''))
    .filter((w) => /^\p{L}/u.test(w) && !LINKING.has(w.toLocaleLowerCase()));
}

/** Arabic letters stay apart (a zero-width non-joiner) so «رط» reads as two initials, not a word. */
const join = (letters: string[]) => letters.join(letters.some((l) => ARABIC.test(l)) ? '\u200c' : '');

/** One team's initials, on its own (no other teams to differ from). */
export function teamInitials(name: string): string {
  const words = significantWords(name);
  const letters = words.slice(0, 2).map((w) => w[0]!.toLocaleUpperCase());
  return letters.length ? join(letters) : ([...name.trim()][0] ?? '');
}

/** Initials for every team of one map, in order, no two the same. */
export function teamInitialsAll(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, i) => {
    const words = significantWords(name);
    const first = [...(words[0] ?? name.trim())];
    const withoutTeam = words.filter((w) => !TEAM.has(w.toLocaleLowerCase()));
    const candidates = [
      teamInitials(name),
      join(withoutTeam.slice(0, 2).map((w) => w[0]!.toLocaleUpperCase())),
      join(first.slice(0, 2).map((l, j) => (j === 0 ? l.toLocaleUpperCase() : l))),
      String(i + 1),
    ];
    const pick = candidates.find((c) => c && !taken.has(c)) ?? String(i + 1);
    taken.add(pick);
    return pick;
  });
}
