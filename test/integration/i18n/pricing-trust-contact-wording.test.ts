/**
 * Wording a native reader corrected on the pricing, contact and trust pages of both brands: German
 * "pro" with the accusative, French "vous uniquement" (not "Vous seul", which assumes a man reading),
 * Arabic that names the challenge once and speaks to one reader, and a consent sentence that says
 * its privacy policy is in English where the policy is not translated.
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
    // "لـ" joined to the challenge's name (with or without the tatweel), and the name once.
    expect(label).toMatch(/^إعداد المنظِّم لـ?تحدي خطوات الربيع،/);
    expect(label).not.toContain('تحدي تحدي');
    // No word twice in a row anywhere in the label.
    expect(label).not.toMatch(/(?:^|\s)(\S+)\s+\1(?=[\s،؛.]|$)/u);
    expect(label).toContain('من أقسامك؛');
    expect(label).not.toContain('أقسامكم');
  });

  it.each([
    ['/ar/contact', 'سياسة الخصوصية (بالإنجليزية)'],
    ['/nl/contact', 'zoals beschreven in het privacybeleid (in het Engels)'],
  ])('%s: the consent sentence says the privacy policy is in English', async (path, words) => {
    const text = textOf(await pageHtmlOf('default', path));
    expect(text).toContain(words);
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
    expect(text).not.toContain('centre de confiance');
    expect(text).not.toContain('suit la visibilité');
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
