/**
 * The wording a native French or Spanish reader last asked for, read on the rendered pages: the
 * calques and unexplained abbreviations they flagged are gone, the natural phrasing is there.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf, textOf } from '../helpers.ts';

describe('what a native reader asked for, on the rendered pages', () => {
  for (const [tenant, path, wanted, gone] of [
    [
      'cofi',
      '/fr/contact',
      ['Vous ne souhaitez pas de démo', 'le nombre de salariés attendus', 'la région d’hébergement de vos données'],
      ['Pas pour une démo', 'salariés que vous attendez'],
    ],
    [
      'cofi',
      '/fr/pricing',
      ['chiffrons le prix pour le nombre de salariés attendus', 'Accord de sous-traitance (DPA) ou contrat sur mesure'],
      ['salariés que vous attendez', '>DPA ou contrat'],
    ],
    [
      'cofi',
      '/fr/pricing/essentials-plan',
      ['Chaque salarié règle la visibilité de son profil'],
      ['Un profil confidentiel'],
    ],
    [
      'cofi',
      '/fr/product/benefits/security-data-privacy',
      ['méritent une attention particulière', 'voir les tarifs', 'Prendre rendez-vous'],
      ['méritent du soin', 'Planifier un rendez-vous', 'se relient'],
    ],
    [
      'cofi',
      '/fr/',
      ['Découvrir les atouts', 'Aide et assistance (en anglais)', '>Atouts<'],
      ['Découvrir les avantages', '>Avantages<'],
    ],
    ['default', '/fr/contact', ['Notre accord de sous-traitance (DPA) ou un questionnaire de sécurité'], ['Notre DPA']],
    [
      'default',
      '/fr/challenges',
      ['Lancez-vous cette semaine', 'choisissez une formule', 'le lien social'],
      ['prenez une formule', 'tous les quelques jours'],
    ],
    [
      'default',
      '/fr/challenges/journeys/us-route-66',
      [
        'le Panhandle du Texas',
        'la courte traversée de l’extrémité sud-est du Kansas',
        'Tom Okafor Secrétaire du club, Riverside',
      ],
      ['Texas Panhandle', 'coin du Kansas'],
    ],
    [
      'default',
      '/fr/solutions/hybrid-events',
      ['Des classements femmes et hommes', 'pour les inscrits en liste d’attente'],
      ['catégorie de genre'],
    ],
    [
      'default',
      '/fr/solutions/fitness-engine',
      ['2\u202f149 événements', 'Nous gérons pour vous l’autorisation'],
      ['2149 événements', 'sont gérés pour vous'],
    ],
    [
      'default',
      '/fr/resources/convert-steps',
      ['Course à pied, environ 9,66 km/h (6 mph, 10 min par mile)'],
      ['environ 6 mph ('],
    ],
    ['default', '/es/resources/convert-steps', ['Correr, unos 9,66 km/h (6 mph, 10 min por milla)'], ['unas 6 mph (']],
    [
      'default',
      '/es/challenges',
      ['escoja un plan', 'no tenga que diseñar nada', 'cada dos o tres días'],
      ['escoja un paquete', 'cada pocos días', 'rápido y cordial'],
    ],
    [
      'default',
      '/es/pricing',
      ['Probar gratis', 'Pack de insignias', 'datos: todo ello figura'],
      ['Pruebe gratis', 'Paquete de insignias'],
    ],
    [
      'default',
      '/es/features',
      ['Roles de administrador', 'marcando un hábito como cumplido'],
      ['Roles de administración', 'tareas declaradas'],
    ],
    [
      'default',
      '/es/solutions',
      ['insignias para quienes terminan', 'habituales del gimnasio'],
      ['insignias de finalista', 'quienes van al gimnasio'],
    ],
    [
      'default',
      '/es/challenges/journeys/us-route-66',
      ['el Panhandle de Texas', 'Tom Okafor Secretario del club, Riverside', 'cafeterías de carretera (diners)'],
      ['Texas Panhandle', 'Los del Diner'],
    ],
    [
      'default',
      '/es/product/integrations/single-sign-on',
      ['página de integraciones', 'se rige por las reglas'],
      ['página Integraciones'],
    ],
  ] as const)
    it(`${tenant} ${path}`, async () => {
      const html = (await pageHtmlOf(tenant, path)).replace(/&#x27;/g, "'");
      const text = textOf(html, { keepNoBreakSpaces: true });
      for (const phrase of wanted) expect(phrase.startsWith('>') ? html : text, phrase).toContain(phrase);
      for (const phrase of gone) expect(phrase.startsWith('>') ? html : text, phrase).not.toContain(phrase);
    });
});
