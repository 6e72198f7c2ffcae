import { describe, expect, it } from 'vitest';
import { labelsOf, pageHtmlOf } from '../helpers.ts';

// A name that keeps its own article, put after a preposition: "Karte von Die sieben Weltwunder",
// "Carte de Les sept merveilles", "Mapa de Las siete maravillas", "Kaart van De zeven wereldwonderen".
const GLUED =
  /\b(von|auf|hinter|bis|de|à|après|sur|a|en|pasado|van|op|voorbij|naar) (Der|Die|Das|Le|La|Les|El|Los|Las|De|Het) /;

describe('a name inserted into a sentence needs no article or case of its own', () => {
  it.each([
    ['de', 'Karte – Die sieben Weltwunder der Antike. 7 Stationen, Start: '],
    ['fr', 'Carte\u202f: Les sept merveilles du monde antique. 7 haltes, départ\u202f: '],
    ['es', 'Mapa: Las siete maravillas del mundo antiguo. 7 paradas, salida: '],
    ['nl', 'Kaart – De zeven wereldwonderen van de oudheid. 7 haltes, start: '],
  ])('/%s/ journey page: the map’s title and its teams read as the language writes them', async (locale, title) => {
    const html = await pageHtmlOf('default', `/${locale}/challenges/journeys/seven-wonders-of-the-ancient-world`);
    const labels = labelsOf(html);
    expect(labels.some((l) => l.startsWith(title))).toBe(true);
    for (const label of labels) expect(label).not.toMatch(GLUED);
  });

  it.each([
    ['de', 'zuletzt passiert: Uranus', 'Die Sonne hinter sich gelassen'],
    ['nl', 'laatst gepasseerd: Uranus', 'De zon gepasseerd'],
    ['fr', 'dernière étape franchie\u202f: Uranus', 'dépassé Le Soleil'],
  ])('/%s/ solar system: the stage a team passed is named after a colon, not declined', async (locale, said, glued) => {
    // The index's drawing shows the leading sample team, past Uranus: a stage named after a colon.
    const labels = labelsOf(await pageHtmlOf('default', `/${locale}/challenges/journeys`));
    expect(labels.some((l) => l.includes(said))).toBe(true);
    expect(labels.join('\n')).not.toContain(glued);
  });

  it.each([
    [
      'de',
      'Dauer für Ihre Gruppe planen – Die sieben Weltwunder der Antike',
      'Karte – Die sieben Weltwunder der Antike',
    ],
    ['fr', 'Planifier la durée pour votre groupe\u202f: Les sept merveilles', 'Carte\u202f: Les sept merveilles'],
    ['es', 'Planificar la duración para su grupo: Las siete maravillas', 'Mapa: Las siete maravillas'],
    ['nl', 'De duur voor uw groep plannen – De zeven wereldwonderen', 'Kaart – De zeven wereldwonderen'],
  ])('/%s/ journeys index: each card’s planner link and thumbnail', async (locale, plan, thumbnail) => {
    const html = (await pageHtmlOf('default', `/${locale}/challenges/journeys`)).replace(/&#x27;/g, "'");
    expect(html).toContain(plan);
    expect(labelsOf(html).some((l) => l.startsWith(thumbnail))).toBe(true);
    for (const label of labelsOf(html)) expect(label).not.toMatch(GLUED);
  });
});

describe('the sample challenge’s name inside a sentence', () => {
  it.each([
    ['de', 'Die Team-Rangliste in der App für „Frühlingsschritte“, Tag 12 von 28'],
    ['nl', 'Het teamklassement in de app voor ‘Lentestappen’. Dag 12 van 28'],
  ])('/%s/: the picture’s label quotes the name, so no case or compound is needed', async (locale, said) => {
    const labels = labelsOf(await pageHtmlOf('default', `/${locale}/`));
    expect(labels.some((l) => l.startsWith(said))).toBe(true);
    expect(labels.join('\n')).not.toMatch(/für Frühlingsschritte|Lentestappenchallenge/);
  });
});
