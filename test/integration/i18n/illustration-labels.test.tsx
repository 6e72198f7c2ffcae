/**
 * The text alternatives and labels of the drawn pictures on a translated page are in its language:
 * the journey map on /challenges (its label and its progress pill), the data centres (cofi's
 * product page), the trust centre's map, privacy screens and device count. Arabic's counts agree
 * with their noun (11 → "11 محطةً"), and its lists join with "و".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { preloadPageModules } from '../../preload-page-modules.ts';
import { REGIONS_MAP } from '../../../worker/generated/regions-map.ts';
import { messagesFor, translator } from '../../../worker/i18n/messages.ts';
import { DataRegions } from '../../../worker/ui/illustrations/data-regions.tsx';
import { pictureWords } from '../../../worker/ui/illustrations/picture-words.ts';
import { PrivacyScreens } from '../../../worker/ui/illustrations/privacy-screens.tsx';
import { RegionsMap } from '../../../worker/ui/illustrations/regions-map.tsx';
import { labelsOf as allLabelsOf, pageHtmlOf } from '../helpers.ts';

/** Every picture's text alternative on a page, entities undone. */
const labelsOf = (html: string) => allLabelsOf(html, { role: 'img' });
const pillOf = (html: string) => html.match(/<text[^>]*data-progress-pill=""[^>]*>([^<]*)<\/text>/);

beforeAll(preloadPageModules, 120_000);

describe('the featured journey map (/challenges) speaks the page’s language', () => {
  it('German: title, stages and the sample team in German; the pill “328 von 780 km”', async () => {
    const html = await pageHtmlOf('default', '/de/challenges');
    const map = labelsOf(html).find((l) => l.startsWith('Karte – '));
    expect(map).toBe(
      'Karte – Jakobsweg (Camino de Santiago). 11 Stationen, Start: Saint-Jean-Pied-de-Port, Ziel: Santiago de Compostela, 780 km. ' +
        'Ein Team hat 328 km zurückgelegt und zuletzt Burgos passiert.',
    );
    expect(pillOf(html)?.[1]).toBe('328 von 780 km');
    expect(html).not.toMatch(/Map of |A team has covered| of 780 km/);
  });

  it('Arabic: “11 محطةً” (the count inside its plural), the pill read from the right', async () => {
    const html = await pageHtmlOf('default', '/ar/challenges');
    const map = labelsOf(html).find((l) => l.startsWith('خريطة '));
    expect(map).toMatch(/^خريطة .+: 11 محطةً من .+ إلى .+، 780 كم\. قطع أحد الفرق 328 كم وتجاوز .+\.$/);
    const pill = pillOf(html)!;
    expect(pill[1]).toBe('328 من 780 كم');
    expect(pill[0]).toContain('direction:rtl');
    expect(html).not.toMatch(/Map of |A team has covered| of 780 km/);
  });

  it('English keeps its words', async () => {
    const html = await pageHtmlOf('default', '/challenges');
    expect(labelsOf(html).find((l) => l.startsWith('Map of '))).toMatch(
      /^Map of Camino de Santiago: 11 stops from .+, 780 km\. A team has covered 328 km and passed Burgos\.$/,
    );
    expect(pillOf(html)?.[1]).toBe('328 of 780 km');
  });
});

describe('data centres, privacy screens and the device count on cofi’s German pages', () => {
  it('/de/product: the data centres listed in German, joined with “und”', async () => {
    const labels = labelsOf(await pageHtmlOf('cofi', '/de/product'));
    expect(labels).toContainEqual(expect.stringMatching(/^Rechenzentren: .+ \(Standard\), .+ und .+\.$/));
    expect(labels.join('\n')).not.toContain('Data centres');
  });

  it('/de/ trust centre: the map, each privacy pair and “19 von 19” in German', async () => {
    const html = await pageHtmlOf('cofi', '/de/product/benefits/security-data-privacy');
    const labels = labelsOf(html);
    expect(labels).toContainEqual(
      expect.stringMatching(
        /^Karte unserer Rechenzentren: .+, .+ und .+\. Hervorgehoben: .+; die übrigen: .+ und .+\.$/,
      ),
    );
    // The privacy levels as a table in German (TeamTrek's page draws the screens, below).
    expect(html).toContain('data-testid="privacy-table"');
    expect(html).toContain('aria-label="Wer Ihr Profil und Ihre Aktivitäten sieht"');
    expect(html).toMatch(/data-privacy-level="PRIVATE"><span><svg[^]*?<\/svg>Privat \(nur Sie\)<\/span>/);
    const screens = labelsOf(await pageHtmlOf('default', '/de/solutions/security-privacy'));
    expect(screens).toContainEqual(
      expect.stringMatching(/^Ihr Bildschirm: das Profil von .+, Sichtbarkeit „.+“, mit Schritten und Aktivitäten\. /),
    );
    expect(screens.some((l) => l.endsWith('Das sehen andere: eine gesperrte Seite ohne Profil und Aktivitäten.'))).toBe(
      true,
    );
    expect(html).toMatch(/data-testid="device-count">\d+ von \d+</);
    expect(html).not.toMatch(/Map of our data centres|profile set to|data-testid="device-count">\d+ of /);
  });
});

describe('percentages and lists in the pictures as each language writes them', () => {
  it('/de/features: “67\u00a0%” and the groups joined with “und”; /nl/features: “67%”, joined with “en”', async () => {
    const progress = async (path: string, start: string) =>
      labelsOf(await pageHtmlOf('default', path)).find((l) => l.startsWith(start)) ?? '';
    const de = await progress('/de/features', 'Gemeinsamer Fortschritt');
    expect(de).toMatch(/ km \(67\u00a0%\)\. Nach Team, aufgeteilt in [^:,]+, [^:,]+ und [^:,]+:/);
    const nl = await progress('/nl/features', 'Gezamenlijke voortgang');
    expect(nl).toMatch(/ km \(67%\)\. Per team, verdeeld in [^:,]+, [^:,]+ en [^:,]+:/);
  });
});

describe('the same pictures in Arabic (the catalogue the page would use)', () => {
  it('data centres, the map and a privacy pair: Arabic words, lists joined with “و”', async () => {
    const words = pictureWords(translator(await messagesFor('ar')));
    const regions = [
      { id: 'us', name: 'الولايات المتحدة', default: true },
      { id: 'eu', name: 'الاتحاد الأوروبي', default: false },
      { id: 'uk', name: 'المملكة المتحدة', default: false },
    ] as const;
    const list = renderToString(
      <DataRegions regions={regions} defaultLabel="الخيار الأساسي" lang="ar" words={words} />,
    );
    expect(list).toContain(
      'aria-label="مراكز البيانات: الولايات المتحدة (الخيار الأساسي) والاتحاد الأوروبي والمملكة المتحدة."',
    );
    const map = renderToString(
      <RegionsMap
        geometry={REGIONS_MAP}
        land="M0,0L10,0L10,10Z"
        regions={regions.map((r) => ({ ...r, label: r.id.toUpperCase() }))}
        picked="eu"
        lang="ar"
        words={words}
      />,
    );
    expect(map).toContain('المعروض: الاتحاد الأوروبي؛ والبقية: الولايات المتحدة والمملكة المتحدة.');
    const privacy = renderToString(
      <PrivacyScreens
        person="Sam Rivera"
        level="الأصدقاء فقط"
        exposure="friends"
        activities={[]}
        steps={1000}
        week={{ title: 'هذا الأسبوع' }}
        ownTitle="شاشتك"
        otherTitle="ما يراه زميلك"
        locked={{ friends: ['', ''], hidden: ['', ''] }}
        lang="ar"
        words={words}
      />,
    );
    expect(privacy).toContain('«الأصدقاء فقط»');
    expect(privacy).toContain('ما يراه زميلك: الملف الشخصي فقط إن كان من أصدقائك، وإلا فصفحة مقفلة.');
    expect(privacy).not.toMatch(/profile set to|locked page/);
  });
});
