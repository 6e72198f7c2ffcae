/**
 * The ready-to-go challenge cards and their category headings in the page's
 * language (content/challenges/ready-to-go/<slug>.<locale>.md, `challenges.category.*`), through
 * the worker on real hosts; English unchanged. The challenge pages themselves stay English
 * (`englishOnly`): a prefixed one carries the untranslated note and `noindex`.
 */
import { describe, expect, it } from 'vitest';
import { get, pageHtmlOf as html } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

describe('ready-to-go challenge cards in the page’s language', () => {
  it('/fr/solutions/step-challenges: French card titles and meta; English on /solutions/step-challenges', async () => {
    const french = await html('default', '/fr/solutions/step-challenges');
    expect(french).toContain('>10\u202f000 pas par jour<');
    expect(french).toContain('>Sprint de printemps<');
    expect(french).toContain('Défis de pas · 28 jours');
    expect(french).not.toContain('10k steps a day');
    expect(french).not.toContain('Step challenges · 28 days');
    const english = await html('default', '/solutions/step-challenges');
    expect(english).toContain('>10k steps a day<');
    expect(english).toContain('Step challenges · 28 days');
    expect(english).toContain('aria-label="Step challenges"');
  });

  it('/ar/challenges: Arabic category headings and cards; English on /challenges', async () => {
    const arabic = await html('default', '/ar/challenges');
    expect(arabic).toContain('<h2 id="rtg-STEP_BASED">تحديات الخطوات</h2>');
    expect(arabic).toContain('<h2 id="rtg-TEAMS">تحديات الفرق</h2>');
    expect(arabic).toContain('>تتابع الفرق حول العالم<');
    expect(arabic).toContain('تحديات الفرق · 42 يومًا');
    expect(arabic).not.toMatch(/>(Step|Team|Wellbeing|Activity) challenges</);
    const english = await html('default', '/challenges');
    expect(english).toContain('<h2 id="rtg-STEP_BASED">Step challenges</h2>');
    expect(english).toContain('>Team relay around the world<');
    expect(english).toContain('Team challenges · 42 days');
  });

  it('cofi /de/product/challenges/step-challenges: German cards, not linked; English on the English page', async () => {
    const german = await html('cofi', '/de/product/challenges/step-challenges');
    expect(german).toContain('>10.000 Schritte am Tag<');
    expect(german).toContain('Schritt-Challenges · 14 Tage');
    expect(german).not.toContain('href="/de/challenges/');
    const english = await html('cofi', '/product/challenges/step-challenges');
    expect(english).toContain('>10k steps a day<');
    expect(english).toContain('Step challenges · 14 days');
  });

  it('a challenge’s own page stays English with the note and noindex, outside the locale’s sitemap', async () => {
    const german = await html('default', '/de/challenges/10k-steps-a-day');
    expect(german).toContain('<h1>10k steps a day</h1>');
    expect(german).toMatch(/<meta name="robots" content="noindex/);
    // Its facts too: the category in English beside the English labels, not "Schritt-Challenges".
    expect(german).toContain('<li><strong>Step challenges</strong>category</li>');
    expect(german).not.toContain('Schritt-Challenges</strong>');
    const sitemap = await (await get(urlOf('default', '/de/sitemap.xml'))).text();
    expect(sitemap).toContain('/de/challenges</loc>');
    expect(sitemap).not.toContain('/de/challenges/10k-steps-a-day');
  });
});
