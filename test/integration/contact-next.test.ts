import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { get, HOSTS } from './helpers.ts';
import { EMBEDDED, testimonialsFor } from '../../worker/live-data/embedded-content.ts';
import { initialsOf } from '../../worker/ui/initials-avatar.tsx';
import { securityContactOf } from '../../worker/tenants/security-contact.ts';

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
    // A brand sold to employers says who answers in its own words (contact-next.tsx, `employer`).
    expect(text(html, 'contact-who')).toContain(
      id === 'default' ? `A person from the ${tenant.name} team` : 'Our customer success team replies in person',
    );
    // Who answers by name and role (the tenant's `contactTeam`), with their initials.
    expect(text(html, 'contact-who')).toContain(`${tenant.contactTeam.name}${tenant.contactTeam.role.en}`);
    expect(html.slice(html.indexOf('data-testid="contact-who"'))).toMatch(
      new RegExp(`^[^]*?>${initialsOf(tenant.contactTeam.name)}</span>`),
    );
    expect(text(html, 'contact-when')).toContain('You get an answer within one working day.');
    expect(text(html, 'contact-address')).toContain(tenant.contactEmail);
    expect(html).toContain(`href="mailto:${tenant.contactEmail}"`);
    // The form comes first in the page (a phone's first screen holds its first field), then who
    // answers and when, then proof from the content data: a testimonial with its speaker's
    // initials and company.
    const at = (id: string) => html.indexOf(`data-testid="${id}"`);
    expect(at('contact-form')).toBeLessThan(at('contact-next'));
    expect(at('contact-quote')).toBeGreaterThan(at('contact-next'));
    const quote = html.slice(at('contact-quote'), html.indexOf('</figure>', at('contact-quote')));
    const first = testimonialsFor(EMBEDDED.testimonials, id)[0]!;
    expect(quote).toContain('<blockquote>');
    expect(quote).toContain(`>${initialsOf(first.name)}</span>`);
    expect(quote).toContain(first.org);
    expect(html.indexOf('data-testid="contact-proof"')).toBeGreaterThan(at('contact-quote'));
    // No telephone number: no tenant config holds one.
    expect(html).not.toContain('href="tel:');
  });

  it('the accessibility form promises the two working days its intro names', async () => {
    const html = await (await get(`https://${HOSTS[id]}/contact?topic=accessibility`)).text();
    expect(text(html, 'contact-when')).toContain('within two working days');
    expect(html).toContain('A person on our team answers within two working days.');
  });
});

describe.each(['default', 'cofi'])('%s: /contact for a security review or sub-processor notices', (id) => {
  const tenant = TENANTS[id]!;
  const security = securityContactOf(tenant);

  it.each(['security', 'subprocessors'])(
    'topic=%s: the security team and address answer, no group size asked',
    async (topic) => {
      const html = await (await get(`https://${HOSTS[id]}/contact?topic=${topic}`)).text();
      expect(text(html, 'contact-who')).toContain(`The ${tenant.name} security and privacy team`);
      expect(text(html, 'contact-who')).not.toContain(tenant.contactTeam.name);
      expect(text(html, 'contact-address')).toContain(`Write to our security team at ${security}.`);
      expect(html).toContain(`href="mailto:${security}"`);
      expect(security).not.toBe(tenant.contactEmail);
      // The footer keeps the sales address; what happens next names only the security one.
      expect(text(html, 'contact-address')).not.toContain(tenant.contactEmail);
      expect(html).not.toContain('id="f-participants"');
      expect(html).toContain('>Send message</button>');
    },
  );

  it('in Arabic too: the security team by name of the tenant, its address', async () => {
    const html = await (await get(`https://${HOSTS.default}/ar/contact?topic=security`)).text();
    expect(text(html, 'contact-who')).toContain(`فريق الأمان والخصوصية في ${TENANTS.default!.name}`);
    expect(html).toContain(`href="mailto:${securityContactOf(TENANTS.default!)}"`);
  });

  it('other topics keep the named person, the sales address and the group size', async () => {
    const html = await (await get(`https://${HOSTS[id]}/contact?topic=pricing`)).text();
    expect(text(html, 'contact-who')).toContain(tenant.contactTeam.name);
    expect(html).toContain(`href="mailto:${tenant.contactEmail}"`);
    expect(html).toContain('id="f-participants"');
  });

  it('the demo topic asks for demo times; every other topic sends a message', async () => {
    const demo = await (await get(`https://${HOSTS[id]}/contact?topic=demo`)).text();
    expect(demo).toContain('>Request demo times</button>');
    const chat = await (await get(`https://${HOSTS[id]}/contact?topic=chat`)).text();
    expect(chat).toContain('>Send message</button>');
    const german = await (await get(`https://${HOSTS[id]}/de/contact?topic=demo`)).text();
    expect(german).toContain('>Demo-Termine anfragen</button>');
  });
});

describe.each(['default', 'cofi'])('%s: the topic field on /contact', (id) => {
  const selected = (html: string) => {
    const select = html.slice(html.indexOf('id="f-topic"'), html.indexOf('</select>', html.indexOf('id="f-topic"')));
    return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].filter((m) => m[1]!.includes('selected'));
  };

  // A brand sold by demo (tenants/cofi.json salesPages.contact: demo-agenda) books a demo, the
  // topic shown in the field; the general brand asks, never a preset "Something else".
  const start =
    id === 'cofi' ? { label: 'Book a demo', value: 'value="demo"' } : { label: 'Choose one', value: 'value=""' };
  it(`starts on "${start.label}", not a preset "Something else", when the link names no topic`, async () => {
    const html = await (await get(`https://${HOSTS[id]}/contact`)).text();
    expect(selected(html).map((m) => m[2])).toEqual([start.label]);
    expect(selected(html)[0]![1]).toContain(start.value);
  });

  it('starts on the topic a link names', async () => {
    const html = await (await get(`https://${HOSTS[id]}/contact?topic=pricing`)).text();
    expect(selected(html).map((m) => m[2])).toEqual(['A quote or pricing question']);
  });

  it('initials name a face without inventing one', () => {
    expect([initialsOf('Corporate Fitness'), initialsOf('TeamTrek'), initialsOf('Maya Lindqvist')]).toEqual([
      'CF',
      'TT',
      'ML',
    ]);
  });
});

describe('/contact: a field the form does not require says so in its label', () => {
  const label = (html: string, id: string) => {
    const start = html.indexOf(`for="${id}"`);
    expect(start, id).toBeGreaterThan(-1);
    return html.slice(html.indexOf('>', start) + 1, html.indexOf('</label>', start)).replace(/<[^>]+>/g, '');
  };
  // The topic falls back to "general" (common/forms/form-schema.ts), so leaving it is not an error.
  it.each([
    ['', '(optional)'],
    ['/de', '(optional)'],
    ['/fr', '(facultatif)'],
    ['/es', '(opcional)'],
    ['/nl', '(optioneel)'],
    ['/ar', '(اختياري)'],
  ])('%s/contact: the topic and the group size are marked %s', async (prefix, marker) => {
    const html = await (await get(`https://${HOSTS.default}${prefix}/contact`)).text();
    expect(label(html, 'f-topic')).toContain(marker);
    expect(label(html, 'f-participants')).toContain(marker);
  });
});

describe('who answers, by name, in the page language', () => {
  it.each([
    ['default', '/de'],
    ['default', '/ar'],
    ['cofi', '/de'],
  ] as const)('%s%s: the person and their translated role', async (id, prefix) => {
    const team = TENANTS[id]!.contactTeam;
    const html = await (await get(`https://${HOSTS[id]}${prefix}/contact`)).text();
    expect(text(html, 'contact-who')).toContain(`${team.name}${team.role[prefix.slice(1) as 'de' | 'ar']}`);
  });

  it('the two brands name different people', () => {
    expect(TENANTS.default!.contactTeam.name).not.toBe(TENANTS.cofi!.contactTeam.name);
  });
});
