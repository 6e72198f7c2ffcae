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
    ...(['default', 'cofi'] as const).map(
      (tenant) =>
        [
          tenant,
          '/fr/resources/convert-steps',
          [
            'Course à pied, environ 9,7 km/h (6 mph, 10 min par mile)',
            'Course sur tapis, environ 9,7 km/h (6 mph), comme en extérieur',
          ],
          ['environ 6 mph', '9,66 km/h', 'distance du tapis de course'],
        ] as const,
    ),
    [
      'default',
      '/es/resources/convert-steps',
      ['Correr, unos 9,7 km/h (6 mph, 10 min por milla)', 'Correr en cinta, unos 9,7 km/h (6 mph), como al aire libre'],
      ['unas 6 mph (', 'unos 6 mph', '9,66 km/h', 'distancia de la cinta'],
    ],
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
    // Round five: the support plans' price line, the DPA's one name, the activity feed, and the
    // Spanish the reviewer read on the pricing, contact, journey and trust pages.
    ...(['default', 'cofi'] as const).map(
      (tenant) => [tenant, '/fr/pricing', ['Paiement unique par commande.'], ['Payé une fois']] as const,
    ),
    [
      'cofi',
      '/fr/pricing',
      ['Vous passez ensuite commande dans le gestionnaire d’événements ou nous demandez un devis'],
      ['Vous commandez ensuite', 'ou demandez-nous un devis'],
    ],
    [
      'default',
      '/fr/solutions/security-privacy',
      ['notre accord de sous-traitance (DPA)', 'modèles d’e-mail et du fil d’actualité'],
      ['traitement des données (DPA)', 'fil central'],
    ],
    [
      'cofi',
      '/fr/product/benefits/security-data-privacy',
      ['notre accord de sous-traitance (DPA)', 'son propre accord de sous-traitance (DPA)', 'fil d’actualité'],
      ['accord de traitement des données', 'fil central'],
    ],
    ['cofi', '/fr/contact', ['un accord de sous-traitance (DPA).'], ['accord de traitement des données']],
    [
      'cofi',
      '/fr/pricing/essentials-plan',
      ['un accord de sous-traitance (DPA)'],
      ['accord de traitement des données'],
    ],
    [
      'cofi',
      '/fr/solutions/insurance-providers',
      ['Des accords de sous-traitance (DPA) et des contrats sur mesure'],
      ['accords de traitement des données'],
    ],
    [
      'cofi',
      '/fr/product/benefits/workout-videos',
      ['Pour les collègues qui ne font pas de sport'],
      ['ne suivent pas de sport'],
    ],
    [
      'cofi',
      '/fr/product/challenges/running-challenges',
      ['Des défis de course pour les passionnés', 'Préparez votre défi de course'],
      ['défis course', 'défi course'],
    ],
    [
      'cofi',
      '/fr/product/benefits/full-customization',
      ['Personnalisation complète\u202f: votre marque, vos textes, vos règles', 'Un fil d’actualité où vous publiez'],
      ['vos mots', 'Vos mots', 'fil central'],
    ],
    ['cofi', '/fr/product/benefits', ['vos couleurs, vos textes et vos règles'], ['vos mots']],
    ['cofi', '/fr/product/benefits/teams-collective', ['Un fil d’actualité où'], ['fil central']],
    [
      'default',
      '/fr/features',
      ['>Attribué par un administrateur<', 'le fil d’actualité.'],
      ['>Attribué par un admin<', 'fil d’actualité central'],
    ],
    ['default', '/fr/solutions/relay-races', ['badges de fin de course'], ['finisher']],
    ['default', '/fr/solutions/year-round-trails', ['ceux qui ont bouclé le parcours'], ['finisher']],
    [
      'default',
      '/es/solutions/security-privacy',
      [
        'consultan sus datos de inscripción y de actividad física en los eventos que gestionan.',
        'nuestro contrato de encargo del tratamiento (DPA)',
      ],
      ['de actividad física de los eventos que gestionan.', 'acuerdo de tratamiento de datos'],
    ],
    [
      'default',
      '/es/pricing',
      ['Contrato de encargo del tratamiento (DPA) o contrato a medida', 'por pack'],
      ['>DPA o contrato', '«DPA o contrato', 'por paquete'],
    ],
    [
      'default',
      '/es/contact',
      ['Nuestro contrato de encargo del tratamiento (DPA) o un cuestionario de seguridad', 'Alianzas o reventa'],
      ['Nuestro DPA', 'Colaboración o reventa', 'acuerdo de tratamiento de datos'],
    ],
    [
      'default',
      '/es/challenges/journeys/great-wall-of-china',
      ['desde la Cabeza del Viejo Dragón, junto al mar, hasta la fortaleza del paso de Jiayu, en el desierto'],
      ['desde el mar en la Cabeza', 'fortaleza del desierto'],
    ],
    [
      'default',
      '/es/challenges/journeys/us-route-66',
      ['Justo antes de cruzar brevemente el extremo sureste de Kansas', 'o empezar una prueba gratuita con este viaje'],
      ['esquina de Kansas', 'o empiece una prueba gratuita'],
    ],
    // The badge wall's names fit their 96-unit cells: the longest French and Spanish ones overlapped.
    // A name over 12 characters takes two lines of its cell (badge-wall.tsx).
    ['default', '/es/', ['160 km en bici', '>10.000 pasos<'], ['Gran fondo', 'Primeros 10.000 pasos']],
    ['default', '/fr/', ['>10\u202f000 pas<', '>160 km</tspan><tspan x="32" dy="14">à vélo<'], ['premiers pas']],
    [
      'default',
      '/es/features',
      [
        '>10.000 pasos<',
        '>Desnivel</tspan><tspan x="32" dy="14">1000 m<',
        '>Etapa:</tspan><tspan x="32" dy="14">Venecia<',
      ],
      ['Primeros 10.000', '1000 m de desnivel', 'París alcanzado'],
    ],
    [
      'default',
      '/fr/features',
      ['>Objectif</tspan><tspan x="32" dy="14">hebdo<', '>10\u202f000 pas<'],
      ['Objectif hebdo atteint'],
    ],
  ] as const)
    it(`${tenant} ${path}`, async () => {
      const html = (await pageHtmlOf(tenant, path)).replace(/&#x27;/g, "'");
      const text = textOf(html, { keepNoBreakSpaces: true });
      for (const phrase of wanted) expect(phrase.startsWith('>') ? html : text, phrase).toContain(phrase);
      for (const phrase of gone) expect(phrase.startsWith('>') ? html : text, phrase).not.toContain(phrase);
    });
});
