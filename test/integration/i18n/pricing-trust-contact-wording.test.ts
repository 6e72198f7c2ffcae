/**
 * Wording a native reader corrected on the pricing, contact and trust pages of both brands: German
 * "pro" with the accusative, French "vous uniquement" (not "Vous seul", which assumes a man reading),
 * Arabic that names the challenge once and speaks to one reader (its لـ without a tatweel before an
 * Arabic word) and calls the security team one name, French that gives the trust page one name on
 * every page that links to it, and a consent sentence that says who keeps the details and that its
 * privacy policy is in English where the policy is not translated.
 */
import { describe, expect, it } from 'vitest';
import { labelsOf, pageHtmlOf, textOf } from '../helpers.ts';

describe('German pricing: "pro" takes the accusative', () => {
  it.each([
    ['default', '/de/pricing'],
    ['default', '/de/pricing?billing=yearly'],
    ['cofi', '/de/pricing'],
    ['cofi', '/de/pricing?billing=yearly'],
  ])('%s %s: no "pro teilnehmender Person", in the text or the meta description', async (tenant, path) => {
    const html = await pageHtmlOf(tenant, path);
    expect(html).not.toContain('teilnehmender Person');
    expect(textOf(html)).toContain('pro teilnehmende Person und Monat');
  });

  it('the yearly saving compares with paying monthly', async () => {
    const text = textOf(await pageHtmlOf('default', '/de/pricing?billing=yearly'));
    expect(text).toMatch(/\d+ % günstiger als bei monatlicher Zahlung\./);
    expect(text).not.toContain('Monatszahlungen');
  });
});

describe('Arabic contact page', () => {
  it('/ar/contact: the setup picture’s label names the challenge once and speaks to one reader', async () => {
    const html = await pageHtmlOf('default', '/ar/contact');
    const label = labelsOf(html).find((l) => l.startsWith('إعداد المنظِّم'));
    expect(label).toBeDefined();
    // "ل" joined to the challenge's Arabic name without a tatweel (لـ only before a Latin-script name), and the name once.
    expect(label).toMatch(/^إعداد المنظِّم لتحدي خطوات الربيع،/);
    expect(html).not.toContain('لـتحدي');
    expect(label).not.toContain('تحدي تحدي');
    // No word twice in a row anywhere in the label.
    expect(label).not.toMatch(/(?:^|\s)(\S+)\s+\1(?=[\s،؛.]|$)/u);
    expect(label).toContain('من أقسامك؛');
    expect(label).not.toContain('أقسامكم');
  });

  it('/ar/contact: one word for the security team, the trust page title’s الأمان', async () => {
    const text = textOf(await pageHtmlOf('default', '/ar/contact'));
    expect(text).toContain('راسل فريق الأمان');
    expect(text).not.toContain('فريق الأمن');
    const trust = textOf(await pageHtmlOf('default', '/ar/solutions/security-privacy'));
    expect(trust).toContain('أجاب فريق الأمان');
    expect(trust).not.toContain('فريق الأمن');
  });

  it.each([
    ['/ar/contact', 'سياسة الخصوصية (بالإنجليزية)'],
    ['/nl/contact', 'zoals beschreven in het privacybeleid (in het Engels)'],
  ])('%s: the consent sentence says the privacy policy is in English', async (path, words) => {
    const text = textOf(await pageHtmlOf('default', path));
    expect(text).toContain(words);
  });

  it('/nl/contact: the consent sentence says who keeps the details and why', async () => {
    const text = textOf(await pageHtmlOf('default', '/nl/contact'));
    expect(text).toContain(
      'Ik ga ermee akkoord dat u mijn gegevens bewaart om op mijn bericht te kunnen reageren, zoals beschreven in het privacybeleid (in het Engels).',
    );
    expect(text).not.toContain('mijn gegevens worden bewaard');
  });
});

describe('French trust pages: no reader assumed to be a man', () => {
  it.each([
    ['default', '/fr/solutions/security-privacy'],
    ['cofi', '/fr/product/benefits/security-data-privacy'],
  ])('%s %s', async (tenant, path) => {
    const text = textOf(await pageHtmlOf(tenant, path));
    expect(text).not.toMatch(/vous seul/i);
    expect(text).toContain('Privé (vous uniquement)');
    expect(text).toContain('Personne d’autre que vous ne voit votre page de profil.');
    expect(text).not.toContain('suit la visibilité');
  });
});

describe('French: one name for the trust page, "centre de confiance"', () => {
  const TRUST = [
    ['default', '/fr/solutions/security-privacy'],
    ['cofi', '/fr/product/benefits/security-data-privacy'],
  ] as const;

  it.each(TRUST)('%s %s: its h1 and title name it', async (tenant, path) => {
    const html = await pageHtmlOf(tenant, path);
    const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!);
    expect(h1).toMatch(/^Sécurité et confidentialité( des données)? : le centre de confiance$/);
    expect(textOf(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toContain(': le centre de confiance');
    expect(html).not.toMatch(/Trust Cent(er|re)/);
  });

  it.each([
    ['default', '/fr/pricing'],
    ['cofi', '/fr/pricing'],
    ['cofi', '/fr/contact'],
  ])('%s %s: the link to it says "notre centre de confiance"', async (tenant, path) => {
    const html = await pageHtmlOf(tenant, path);
    const trustPath = TRUST.find(([t]) => t === tenant)![1];
    expect(html).toMatch(
      new RegExp(
        `<a href="${trustPath}">notre centre de confiance</a>|notre <a href="${trustPath}">centre de confiance</a>`,
      ),
    );
    expect(html).not.toMatch(/Trust Cent(er|re)/);
  });
});

describe('German trust pages', () => {
  it.each([
    ['default', '/de/solutions/security-privacy'],
    ['cofi', '/de/product/benefits/security-data-privacy'],
  ])('%s %s: the review heading without English articles', async (tenant, path) => {
    const text = textOf(await pageHtmlOf(tenant, path));
    expect(text).toContain('Sicherheitsprüfungen, AVV und Meldung von Schwachstellen');
    expect(text).not.toContain('Nur für Freunde');
  });
});
