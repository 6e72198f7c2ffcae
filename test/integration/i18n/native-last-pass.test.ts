import { describe, expect, it } from 'vitest';
import { labelsOf, pageHtmlOf, textOf } from '../helpers.ts';

// The native editors' last grammar corrections on the pages a buyer reads first: a journey's
// region said inside its own phrase, counts that agree with their noun, one form of address.
type Rows = [tenant: string, path: string, reads: string[], never: string[]][];
/** The estimator at 20,000 participants, where it adds its line to sales. */
const BIG = '?plan=pro&billing=yearly&years=1&participants=20000';
/** One person at 1,000 steps a day: over 13 years, and weeks the map has no room to tag. */
const LONG = '/challenges/journeys/us-route-66?people=1&daily=1000';
const PAGES: Rows = [
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
  ['default', '/ar/challenges/journeys/us-route-66', ['إلى أين وصلت مجموعتك'], ['مجموعتكم']],
  [
    'default',
    '/ar/solutions/security-privacy',
    ['(الخيار الأساسي)', 'يتولاها منظِّم السباق', 'سواءٌ أدرتَ', 'أم', 'لا توجد'],
    ['يتولاه منظِّم السباق', '، أو فعالية هجينة', 'لا يوجد'],
  ],
  // The line to sales names the plan with the glossary's word (Tarif, formule, خطة, plan) and our team.
  [
    'default',
    `/de/pricing${BIG}`,
    ['Sprechen Sie mit unserem Vertrieb über den Tarif Enterprise.'],
    ['dem Vertrieb über'],
  ],
  [
    'default',
    `/fr/pricing${BIG}`,
    ['Parlez de la formule Enterprise avec notre équipe commerciale.'],
    ['l’offre Enterprise'],
  ],
  ['default', `/ar/pricing${BIG}`, ['تحدّث إلى فريق المبيعات عن خطة Enterprise.'], ['باقة Enterprise']],
  [
    'default',
    `/es/pricing${BIG}`,
    ['Hable con nuestro equipo comercial sobre el plan Enterprise.'],
    ['Hable con ventas'],
  ],
  // A plan over a year says who to add and where they arrive; weeks off the map are named plainly.
  [
    'default',
    `/de${LONG}`,
    ['Nehmen Sie weitere Teilnehmende hinzu', 'um früher ins Ziel zu kommen', 'auf der Karte nicht markiert;'],
    ['mehr Personen dazu', 'früher anzukommen', 'ihre Markierungen'],
  ],
  ['default', '/de/challenges/journeys/us-route-66', [], ['ihre Markierung', 'kein Platz']],
  ['default', `/fr${LONG}`, ['ne sont pas indiquées sur la carte ;'], ['pour leurs repères']],
  [
    'default',
    `/ar${LONG}`,
    ['غير معلَّمة على الخريطة؛', 'تتجاوز هذه المدة', 'لتصل في وقت أبكر.'],
    ['مكانًا لعلاماتها', 'هذا أكثر من', 'لتصل أسرع'],
  ],
  [
    'default',
    `/nl${LONG}`,
    ['Niet elke week staat op de kaart', 'om eerder de finish te halen.'],
    [' Weken ', 'eerder te finishen'],
  ],
  ['default', `/es${LONG}`, ['Eso supera los', 'añada participantes'], ['Son más de', 'sume personas']],
  // Contact topics: the German chat and sub-processor titles, the French security title in both brands.
  [
    'default',
    '/de/contact?topic=chat',
    ['Stellen Sie uns Ihre Frage | TeamTrek', 'Stellen Sie uns Ihre Frage Eine'],
    ['Fragen Sie uns'],
  ],
  [
    'default',
    '/de/contact?topic=subprocessors',
    ['Über Änderungen bei Unterauftragsverarbeitern informiert werden'],
    ['Über neue Unterauftragsverarbeiter'],
  ],
  ...['default', 'cofi'].map((tenant): Rows[number] => [
    tenant,
    '/fr/contact?topic=security',
    ['Questionnaire de sécurité ou accord de sous-traitance'],
    ['Audit de sécurité'],
  ]),
  // The results' last week is the challenge's last week, not the calendar's.
  ['cofi', '/de/product', ['in der letzten Challenge-Woche noch Schritte'], ['in der letzten Woche noch']],
  ['cofi', '/fr/product', ['leurs pas pendant la dernière semaine du défi'], ['leurs pas la dernière semaine']],
];

// The integrations picture's text alternative names whose the tools are: the tenant's brand.
const PICTURES: Rows = [
  [
    'cofi',
    '/de/product',
    ['Außerdem ist Corporate Fitness mit Microsoft Teams, Slack, Entra ID und Okta verbunden.'],
    ['verbunden mit:'],
  ],
  ['default', '/de', ['Außerdem ist TeamTrek mit Microsoft Teams'], ['verbunden mit:']],
  ['cofi', '/fr/product', ['Corporate Fitness se connecte aussi à Microsoft Teams'], ['Il se connecte']],
  ['default', '/fr', ['TeamTrek se connecte aussi à Microsoft Teams'], ['Il se connecte']],
  ['default', '/ar', ['كما يتصل TeamTrek بـMicrosoft Teams'], ['ويتصل أيضًا']],
  ['default', '/nl', ['TeamTrek is ook gekoppeld aan Microsoft Teams'], ['gekoppeld met']],
  ['default', '/', ['TeamTrek also connects to Microsoft Teams'], ['It also connects']],
];

// One person is not a group: the planner's daily line speaks to them, in every locale; two are a group.
const ONE_PERSON: [prefix: string, one: string, group: string][] = [
  ['', 'You cover 6.4 km a day.', 'Your group covers'],
  ['/de', 'Sie schaffen 6,4 km am Tag.', 'Ihre Gruppe schafft'],
  ['/fr', 'Vous parcourez 6,4 km par jour.', 'Votre groupe parcourt'],
  ['/es', 'Usted recorre 6,4 km al día.', 'Su grupo recorre'],
  ['/nl', 'U legt 6,4 km per dag af.', 'Uw groep legt'],
  ['/ar', 'تقطع 6.4 كم يوميًا.', 'تقطع مجموعتك'],
];

describe('the native editors’ last pass', () => {
  it.each(PAGES)('%s %s', async (tenant, path, reads, never) => {
    const text = textOf(await pageHtmlOf(tenant, path), { keepNoBreakSpaces: true });
    for (const words of reads) expect(text, words).toContain(words);
    for (const words of never) expect(text, words).not.toContain(words);
  });

  it.each(PICTURES)('%s %s: the integrations picture names the brand', async (tenant, path, reads, never) => {
    const labels = labelsOf(await pageHtmlOf(tenant, path), { role: 'img' }).join(' | ');
    for (const words of reads) expect(labels, words).toContain(words);
    for (const words of never) expect(labels, words).not.toContain(words);
  });

  it.each(ONE_PERSON)('%s planner: one person reads "%s"; two read the group line', async (prefix, one, group) => {
    const path = `${prefix}/challenges/journeys/us-route-66`;
    const alone = textOf(await pageHtmlOf('default', `${path}?people=1`), { keepNoBreakSpaces: true });
    expect(alone).toContain(one);
    expect(alone).not.toContain(group);
    const two = textOf(await pageHtmlOf('default', `${path}?people=2`), { keepNoBreakSpaces: true });
    expect(two).toContain(group);
    expect(two).not.toContain(one);
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

// The sentence naming a drawn week is written by the planner once the weeks are placed in the
// browser (test/browser/journey-map-labels.test.ts): its Arabic wording is held in the catalogue.
it('the planner’s week key keeps the native editors’ Arabic wording', async () => {
  const { default: ar } = await import('../../../messages/ar.json');
  expect((ar as Record<string, string>)['planner.weekKey']).toContain('على مكان مجموعتك في نهاية');
});
