/**
 * A large group's estimate points to sales: above 10,000 participants the estimator's total is
 * followed by one quiet line about Enterprise with a link to the pricing conversation, in the
 * page's language, on both brands; at 10,000, or when the count is refused, there is none.
 */
import { describe, expect, it } from 'vitest';
import { get, textOf } from './helpers.ts';
import { urlOf } from '../tenant-hosts.ts';
import { islandMarker } from '../island-props.ts';

const html = async (tenant: string, path: string) => {
  const res = await get(urlOf(tenant, path), { cf: { country: 'US' } } as RequestInit);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
/** The hint's paragraph, or undefined. */
const hintOf = (page: string) => /<p class="sales" data-testid="estimate-sales">(.*?)<\/p>/s.exec(page)?.[1];
const query = (participants: number) => `?plan=pro&billing=yearly&years=1&participants=${participants}`;

describe('the estimator at an organisation-wide size', () => {
  it.each([
    ['default', '', 'More than 10,000 participants?', 'Talk to sales about Enterprise.', '/contact?topic=pricing'],
    ['cofi', '', 'More than 10,000 participants?', 'Talk to sales about Enterprise.', '/contact?topic=pricing'],
    [
      'default',
      '/de',
      'Mehr als 10.000 Teilnehmende?',
      'Sprechen Sie mit unserem Vertrieb über den Tarif Enterprise.',
      '/de/contact?topic=pricing',
    ],
    ['cofi', '/fr', 'Plus de 10 000 participants', 'équipe commerciale', '/fr/contact?topic=pricing'],
    [
      'default',
      '/es',
      '¿Más de 10.000 participantes?',
      'Hable con nuestro equipo comercial sobre el plan Enterprise.',
      '/es/contact?topic=pricing',
    ],
    ['default', '/nl', 'Meer dan 10.000 deelnemers?', 'Bespreek Enterprise', '/nl/contact?topic=pricing'],
    ['default', '/ar', 'أكثر من', 'تحدّث إلى فريق المبيعات', '/ar/contact?topic=pricing'],
  ])(
    '%s %s/pricing with 20,000 participants: a total, then a line to sales',
    async (tenant, prefix, text, link, href) => {
      const page = await html(tenant, `${prefix}/pricing${query(20_000)}`);
      expect(page).toContain('data-testid="estimate-total"');
      const hint = hintOf(page);
      expect(hint, 'no sales line').toBeDefined();
      expect(textOf(hint!)).toContain(text);
      expect(textOf(hint!)).toContain(link);
      expect(hint).toContain(`href="${href.replaceAll('&', '&amp;')}"`);
    },
  );

  it('gives the island the same words and address, so a typed count shows the same line', async () => {
    const page = await html('cofi', `/de/pricing${query(20_000)}`);
    const { props } = islandMarker<{ labels: { salesHint: Record<string, string> } }>(page, 'pricing-estimator')!;
    expect(textOf(hintOf(page)!).trim()).toBe(`${props.labels.salesHint.text} ${props.labels.salesHint.link}`);
    expect(props.labels.salesHint.href).toBe('/de/contact?topic=pricing');
  });

  it.each([
    ['10,000 participants (the line starts above)', query(10_000)],
    ['the default 100', ''],
    ['a refused count (200,000: no total)', query(200_000)],
  ])('no sales line for %s', async (_, q) => {
    for (const tenant of ['default', 'cofi']) {
      const page = await html(tenant, `/pricing${q}`);
      expect(hintOf(page), `${tenant} ${q}`).toBeUndefined();
    }
  });
});
