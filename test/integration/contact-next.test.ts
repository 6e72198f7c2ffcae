import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { get, HOSTS } from './helpers.ts';

const text = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf('</li>', start))
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");
};

describe.each(['default', 'cofi', 'mzg'])('%s: /contact says what happens next', (id) => {
  const tenant = TENANTS[id]!;

  it("who answers (the tenant's team), when (the copy's promise) and its own address", async () => {
    const html = await (await get(`https://${HOSTS[id]}/contact`)).text();
    expect(text(html, 'contact-who')).toContain(`A person from the ${tenant.name} team`);
    expect(text(html, 'contact-when')).toContain('You get an answer within one working day.');
    expect(text(html, 'contact-address')).toContain(tenant.contactEmail);
    expect(html).toContain(`href="mailto:${tenant.contactEmail}"`);
    // Proof from the content data, under the form.
    expect(html.indexOf('data-testid="contact-proof"')).toBeGreaterThan(html.indexOf('data-testid="contact-next"'));
    expect(html.slice(html.indexOf('data-testid="contact-proof"'))).toContain('<blockquote>');
    // No telephone number: no tenant config holds one.
    expect(html).not.toContain('href="tel:');
  });

  it('the accessibility form promises the two working days its intro names', async () => {
    const html = await (await get(`https://${HOSTS[id]}/contact?topic=accessibility`)).text();
    expect(text(html, 'contact-when')).toContain('within two working days');
    expect(html).toContain('A person on our team answers within two working days.');
  });
});
