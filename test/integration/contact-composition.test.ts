/**
 * /contact as the worker serves it: the product beside the form (the organiser's setup screen),
 * fields unmarked until a send, and Corporate Fitness's copy under the form naming where its links
 * go, without telling the visitor to choose the topic the form already shows.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './helpers.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';

const at = (html: string, testId: string) => html.indexOf(`data-testid="${testId}"`);

describe.each(['default', 'cofi'])('%s /contact', (tenant) => {
  it('shows the setup screen after who answers, before the testimonial; the support form does not', async () => {
    const html = await pageHtmlOf(tenant, '/contact');
    const setup = at(html, 'contact-setup');
    expect(setup).toBeGreaterThan(at(html, 'contact-next'));
    expect(setup).toBeLessThan(at(html, 'contact-quote'));
    expect(html.slice(setup, setup + 400)).toMatch(/<svg role="img" aria-label="[^"]{40,}"/);
    expect(at(await pageHtmlOf(tenant, '/contact?mode=support'), 'contact-setup')).toBe(-1);
  });

  it.each(
    ['/contact?topic=security', '/ar/contact?topic=security'].filter(
      (p) => tenant === 'default' || !p.startsWith('/ar'),
    ),
  )('%s: no field is marked before a send', async (path) => {
    const html = await pageHtmlOf(tenant, path);
    expect(html).toContain('id="f-message"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toMatch(/class="error" id="e-/);
  });
});

describe('Corporate Fitness /contact: the security paragraph names the trust centre', () => {
  it.each([
    ['', 'the trust centre'],
    ['/de', 'unserem Trust Center'],
    ['/fr', 'notre centre de confiance'],
  ])('%s/contact links "%s" to the trust centre, no vague "product benefits"', async (prefix, words) => {
    const html = await pageHtmlOf('cofi', `${prefix}/contact`);
    const link = new RegExp(`<a href="${prefix}${TRUST_CENTRE_PATHS.cofi}">${words}</a>`);
    const paragraph = [...html.matchAll(/<p>((?:(?!<p>)[^])*?)<\/p>/g)].find((p) => link.test(p[1]!));
    expect(paragraph, words).toBeDefined();
    expect(paragraph![1]).not.toMatch(/href="[^"]*\/product\/benefits"/);
  });

  it.each(['', '/de', '/fr'])(
    '%s/contact does not ask the visitor to choose the demo the form shows',
    async (prefix) => {
      const html = await pageHtmlOf('cofi', `${prefix}/contact`);
      expect(html).toMatch(/<option value="demo" selected/);
      expect(html).not.toMatch(
        /Choose &quot;Book a demo&quot;|Choose "Book a demo"|Wählen Sie im Formular oben das Thema|Choisissez le sujet/,
      );
    },
  );
});
