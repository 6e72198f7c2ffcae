/**
 * The interface words that used to be English in the pages' code (contact topics,
 * trial cards, the content pages' bands, the home's headings, the primary action, the tenant's title
 * and lead) come from the catalogues and the tenant config in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { get, pageHtmlOf as html } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

describe('interface copy in the page’s language', () => {
  it('/de/contact: the topic’s heading and intro, the email line and the data link in German', async () => {
    const page = await html('default', '/de/contact');
    expect(page).toContain('<h1>Kontakt</h1>');
    expect(page).toContain('Fragen zu Challenges, Preisen oder Integrationen? Wir antworten innerhalb eines Werktags.');
    expect(page).toContain('Lieber per E-Mail? Schreiben Sie an');
    expect(page).toContain('So gehen wir mit Ihren Daten um');
    expect(page).not.toContain('Prefer email?');
    expect(await html('default', '/de/contact?topic=demo')).toContain('<h1>Demo buchen</h1>');
    expect(await html('cofi', '/de/contact?topic=security')).toContain('<h1>Sicherheitsprüfung oder AVV</h1>');
  });

  it('/ar/contact?mode=support and ?topic=accessibility: the support form’s words in Arabic', async () => {
    expect(await html('default', '/ar/contact?mode=support')).toContain('<h1>احصل على الدعم</h1>');
    expect(await html('default', '/ar/contact?topic=accessibility')).toContain(
      '<h1>أبلغ عن مشكلة في إمكانية الوصول</h1>',
    );
  });

  it('/fr/start-trial: the trials’ label and each card’s length with French plurals', async () => {
    const page = await html('default', '/fr/start-trial');
    expect(page).toContain('14 jours d’essai gratuit');
    expect(page).toContain('Essais gratuits');
    expect(page).not.toContain('-day free trial');
    expect(await html('default', '/start-trial')).toContain('14-day free trial');
  });

  it('/es/: the tenant’s title and lead, the primary action and the home’s headings in Spanish', async () => {
    const page = await html('default', '/es/');
    expect(page).toContain('<h1>TeamTrek: retos de pasos, distancia y bienestar para equipos</h1>');
    expect(page).toContain('<title>TeamTrek: retos de pasos, distancia y bienestar para equipos</title>');
    expect(page).toMatch(/data-testid="primary-action"[^>]*>Probar gratis</);
    // The platform's figures once, in the hero's line (no tiles repeat them under it).
    expect(page).toContain('>814 organizaciones ya han celebrado 2149 eventos en la plataforma.<');
    expect(page).toContain('Lo que dicen los organizadores');
    expect(page).toContain('Ir al contenido');
    expect(page).toContain('aria-label="Menú principal"');
  });

  it('cofi /de/: its own German title, and the fixed action in German; English keeps the config’s words', async () => {
    const page = await html('cofi', '/de/');
    expect(page).toContain('<h1>Corporate Fitness – Wellbeing-Challenges, bei denen alle mitmachen</h1>');
    expect(page).not.toContain('Gesundheits-Challenges');
    expect(page).toMatch(/data-testid="primary-action"[^>]*>Demo buchen</);
    const mzg = await html('mzg', '/fr/');
    expect(mzg).toContain('<h1>MZG Move Together – le défi bien-être des équipes MZG</h1>');
    const english = await html('cofi', '/');
    expect(english).toContain('<h1>Corporate Fitness – workplace wellbeing challenges that people join</h1>');
    expect(english).toMatch(/data-testid="primary-action"[^>]*>Book a demo</);
    expect(english).toContain('Skip to content');
  });

  it('/nl/ content pages: the ready-to-go, customers and contact bands in Dutch', async () => {
    const page = await html('default', '/nl/solutions/corporate-challenges');
    expect(page).toContain('Kant-en-klare challenges');
    expect(page).toContain('Zij organiseren hun challenges met ons');
    expect(page).toContain('Zie het in actie met uw eigen teams');
    expect(page).toMatch(/data-testid="contact-banner"[\s\S]*?>Bekijk prijzen<\/a>/);
  });

  it('/de/ and /ar/ unknown paths: the 404 page’s own copy in the language, status 404', async () => {
    const german = await get(urlOf('default', '/de/gibt-es-nicht'));
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Diese Seite haben wir nicht gefunden');
    const arabic = await get(urlOf('default', '/ar/no-such-page'));
    expect(arabic.status).toBe(404);
    expect(await arabic.text()).toContain('لم نعثر على هذه الصفحة');
  });
});
