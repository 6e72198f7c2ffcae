/**
 * The German and Dutch termbases keep out the variants a native editor corrected on the rendered
 * pages (calques, anglicisms, a second name for one thing), and let the same letters through
 * where they mean something else (Slot Schönbrunn, gpx in lower case).
 */
import { describe, expect, it } from 'vitest';
import german from '../../messages/terms.de.json';
import dutch from '../../messages/terms.nl.json';
import { TermbaseSchema, termProblems } from './termbase.ts';

const found = (termbase: unknown, file: string, line: string) =>
  termProblems(TermbaseSchema.parse(termbase), file, line).map((p) => `${p.found} → ${p.approved}`);

describe('German termbase', () => {
  it.each([
    ['Rollenbasierter Admin-Zugriff für Ihr Team.', 'Admin-Zugriff → Administratorzugriff'],
    ['Admin-Rollen, um die Arbeit zu verteilen', 'Admin-Rollen → Administratorrollen'],
    ['Challenge-News dort, wo Ihre Leute arbeiten', 'Ihre Leute → Ihre Beschäftigten'],
    ['Durchschnittliche Pace pro km', 'Pace → Tempo'],
    ['Rudern in Metern und Schwimm-Pace pro 100 m', 'Schwimm-Pace → Tempo'],
    ['  - name: "Die Tramper"', 'Tramper → Bergwanderer'],
    ['Volle Anpassung: Ihre Marke, Ihre Worte, Ihre Regeln', 'Ihre Worte → Ihre Texte'],
    ['Auch wer nie an einem Schritte-Wettbewerb teilnehmen würde', 'Schritte-Wettbewerb → Schrittwettbewerb'],
    ['mit Sync von den Trackern', 'Sync → Synchronisierung'],
    ['Starten Sie den zehnminütigen Desk-Stretch', 'Desk-Stretch → Dehnübung am Schreibtisch'],
    ['      "name": "Rennergebnisse",', 'Rennergebnisse → Wettkampfergebnisse'],
    ['- **Wer bleibt übrig:** Wer das Tagesziel verpasst, scheidet aus', 'Wer bleibt übrig → Wer zuletzt übrig bleibt'],
    ['Teilnehmende laden die App von {{name}} herunter', 'die App von → die TeamTrek-App'],
  ])('flags %j', (line, problem) => {
    expect(found(german, 'content/pages/x.de.md', line)).toEqual([problem]);
  });

  it('passes the corrected sentences', () => {
    for (const line of [
      'Daten-Hosting wahlweise in den USA, der EU oder im Vereinigten Königreich, rollenbasierter Administratorzugriff',
      'Rudern in Metern und Schwimmtempo pro 100 m; Synchronisierung mit den Trackern',
      '  - name: "Pharos-Tempomacher"',
    ])
      expect(found(german, 'content/pages/x.de.md', line), line).toEqual([]);
  });
});

describe('Dutch termbase', () => {
  it.each([
    ['We zetten het evenement op, runnen het en beantwoorden vragen.', 'runnen → organiseren'],
    ['Uw team runt het programma.', 'runt → organiseren'],
    ['Werkt met de trackers die uw mensen al dragen', 'uw mensen → uw medewerkers'],
    ['een estafette van 24 uur in slots van een uur', 'slots → tijdvak'],
    ['Upload de route als GPX-bestand.', 'GPX-bestand → gpx-bestand'],
    ['een top-10-klassement en badges', 'top-10-klassement → top 10-klassement'],
    ['  - name: "De Trampers"', 'Trampers → bergwandelaars'],
    ['Operations 84% (118 van 140)', 'Operations → Bedrijfsvoering, Verkoop, Techniek, HR'],
    ['Liever één munteenheid?', 'munteenheid → gemeenschappelijke maatstaf'],
    ['  "activity.HIKING": "Hiken",', 'Hiken → bergwandelen'],
    ['wandelen in gematigd tempo', 'gematigd tempo → matig tempo'],
    ['met verstandige standaardinstellingen', 'verstandige standaardinstellingen → handige standaardinstellingen'],
    ['met dezelfde scoring als {{name}}', 'scoring → puntentelling'],
    ['  "pricing.compare.heading": "Abonnementen vergelijken",', 'Abonnementen vergelijken → plan'],
    ['Een add-on die u bij elk abonnement kunt afnemen.', 'bij elk abonnement → plan'],
  ])('flags %j', (line, problem) => {
    expect(found(dutch, 'content/pages/x.nl.md', line)).toEqual([problem]);
  });

  it('passes the castle, gpx in lower case and the corrected sentences', () => {
    for (const line of [
      '  - name: Slot Schönbrunn, Wenen',
      'Gpx-bestand uploaden; of geüpload als gpx-bestand',
      'Eenvoudig te organiseren; een top 10-klassement; elk teamlid neemt een tijdvak',
      'Vergelijk de plannen; alleen als doorlopend abonnement; Abonnementen worden verlengd tot ze worden opgezegd',
    ])
      expect(found(dutch, 'content/pages/x.nl.md', line), line).toEqual([]);
  });
});
