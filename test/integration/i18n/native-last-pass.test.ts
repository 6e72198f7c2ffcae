import { describe, expect, it } from 'vitest';
import { pageHtmlOf, textOf } from '../helpers.ts';

// The native editors' last grammar corrections on the pages a buyer reads first: a journey's
// region said inside its own phrase, counts that agree with their noun, one form of address.
const PAGES: [tenant: string, path: string, reads: string[], never: string[]][] = [
  ['default', '/fr/challenges/journeys/us-route-66', ['Région\u202f: États-Unis'], ['États-Unis région']],
  ['default', '/es/challenges/journeys/us-route-66', ['Región: Estados Unidos'], ['Estados Unidos región']],
  ['default', '/challenges/journeys/us-route-66', ['United States region'], []],
  ['default', '/fr/pricing', ['Posez-nous la question'], ['Demandez-nous']],
  ['default', '/de/go', ['Termin im Kalender wählen'], ['Pick a time in our calendar']],
  ['cofi', '/de/go', ['Termin im Kalender wählen'], ['Pick a time in our calendar']],
  ['default', '/nl/go', ['Kies een tijdstip in onze agenda'], ['Pick a time in our calendar']],
  [
    'default',
    '/es/solutions/security-privacy',
    [
      'hasta que el servicio de formularios lo haya aceptado',
      'qué puede consultar, modificar y exportar cada uno, y si puede invitar a otros usuarios',
    ],
    ['lo ha aceptado', 'exportar e invitar'],
  ],
  [
    'default',
    '/fr/solutions/security-privacy',
    ['ce que chacun peut consulter, modifier et exporter, et s’il peut inviter d’autres utilisateurs'],
    ['exporter et inviter'],
  ],
  [
    'default',
    '/nl/challenges/journeys/us-route-66',
    ['Hooggelegen dennenbossen en de toegangspoort tot de Grand Canyon.'],
    ['Dennenbos op hoogte'],
  ],
  [
    'default',
    '/nl/solutions/security-privacy',
    ['wat elke rol kan lezen, wijzigen en exporteren, en of die rol anderen kan uitnodigen'],
    ['wie die rol kan uitnodigen'],
  ],
  ['default', '/es/challenges/journeys/us-national-parks', ['Un viaje virtual por carretera'], ['carretera virtual']],
  // The roles table says the verb its lead says: "ändern"/"wijzigen", not "schreiben"/"schrijven".
  [
    'default',
    '/de/solutions/security-privacy',
    ['was sie lesen, ändern und exportieren darf', 'Ändern'],
    ['lesen, schreiben', 'lesen und schreiben'],
  ],
  ['default', '/nl/solutions/security-privacy', ['lezen en wijzigen', 'Wijzigen'], ['lezen en schrijven', 'Schrijven']],
  [
    'default',
    '/ar/challenges/journeys/us-route-66',
    ['إلى أين وصلت مجموعتك', 'على مكان مجموعتك في نهاية'],
    ['مجموعتكم'],
  ],
  [
    'default',
    '/ar/solutions/security-privacy',
    ['(الخيار الأساسي)', 'يتولاها منظِّم السباق', 'سواءٌ أدرتَ', 'أم', 'لا شيء'],
    ['يتولاه منظِّم السباق', '، أو فعالية هجينة', 'لا يوجد'],
  ],
];

describe('the native editors’ last pass', () => {
  it.each(PAGES)('%s %s', async (tenant, path, reads, never) => {
    const text = textOf(await pageHtmlOf(tenant, path), { keepNoBreakSpaces: true });
    for (const words of reads) expect(text, words).toContain(words);
    for (const words of never) expect(text, words).not.toContain(words);
  });

  it('the planned trip in structured data counts its noun: Arabic 8,000 خطوة, English 8,000 steps', async () => {
    const ld = (html: string) => html.match(/"disambiguatingDescription":"([^"]*)"/)?.[1] ?? '';
    const ar = ld(await pageHtmlOf('default', '/ar/challenges/journeys/us-route-66?people=30&daily=8000'));
    expect(ar).toContain('8,000 خطوة');
    expect(ar).not.toContain('خطوات');
    const en = ld(await pageHtmlOf('default', '/challenges/journeys/us-route-66?people=30&daily=8000'));
    expect(en).toContain('daily average of 8,000 steps each');
  });
});
