/**
 * /pricing/support-plans in every offered language (content/pages/support-plans.<locale>.md
 * and the cards' words): the page is translated, so it is indexed and in the locale's sitemap.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf as html } from '../helpers.ts';

describe('/pricing/support-plans in the page’s language', () => {
  it.each([
    ['default', 'de', 'Support-Pakete', 'Wie viel Hilfe möchten Sie?', 'einmalig pro Bestellung'],
    ['default', 'ar', 'خطط الدعم', 'أي خطة تناسبك؟', 'مرة واحدة لكل طلب'],
    ['default', 'nl', 'Supportpakketten', 'Welk pakket past bij u?', 'Inbegrepen'],
    ['cofi', 'fr', 'Formules d’assistance', 'Autant d’aide que votre équipe en a besoin', 'une fois par commande'],
    ['cofi', 'de', 'Support-Pakete', 'So viel Hilfe, wie Ihr Team braucht', 'einmalig pro Bestellung'],
  ])('%s /%s: heading, copy and the cards’ words; indexed and in the sitemap', async (tenant, locale, h1, h2, card) => {
    const page = await html(tenant, `/${locale}/pricing/support-plans`);
    expect(page).toContain(`<html lang="${locale}"`);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(page).toContain(h2);
    expect(page).toContain(card);
    expect(page).not.toContain('noindex');
    expect(page).not.toContain('Choose how much help you want');
    expect(page).toMatch(new RegExp(`href="/${locale}/pricing"`));
    expect(await html(tenant, `/${locale}/sitemap.xml`)).toMatch(new RegExp(`/${locale}/pricing/support-plans</loc>`));
  });

  it('English is as it was', async () => {
    const page = await html('default', '/pricing/support-plans');
    expect(page).toMatch(/<h1[^>]*>Support plans<\/h1>/);
    expect(page).toContain('Choose how much help you want');
  });
});
