/**
 * The contact page is titled by the topic the visitor came for, on both brands and in the page's
 * language: its H1 and its <title> follow `?topic=` (or the support form), from the catalogues;
 * Corporate Fitness, sold by demo, opens on the demo when no topic is named. The form carries every
 * topic's heading, so choosing a topic there retitles the page the same way (test/browser/contact-topic.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';
import { urlOf } from '../tenant-hosts.ts';
import { islandMarker } from '../island-props.ts';

const page = async (tenant: string, path: string) => {
  const res = await get(urlOf(tenant, path));
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
};
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const titleOf = (html: string) => /<title[^>]*>(.*?)<\/title>/s.exec(html)?.[1];

describe('the contact page names the chosen topic', () => {
  it.each([
    ['cofi', '/contact', 'Book a demo', 'Corporate Fitness'],
    ['cofi', '/contact?topic=pricing', 'Get a quote', 'Corporate Fitness'],
    ['cofi', '/contact?topic=security', 'Security review or DPA', 'Corporate Fitness'],
    ['cofi', '/contact?topic=general', 'Contact us', 'Corporate Fitness'],
    ['cofi', '/contact?mode=support', 'Get support', 'Corporate Fitness'],
    ['cofi', '/de/contact?topic=pricing', 'Angebot anfordern', 'Corporate Fitness'],
    ['default', '/contact', 'Contact us', 'TeamTrek'],
    ['default', '/contact?topic=demo', 'Book a demo', 'TeamTrek'],
    ['default', '/contact?topic=partnership', 'Partner with us', 'TeamTrek'],
    ['default', '/contact?topic=accessibility', 'Report an accessibility problem', 'TeamTrek'],
    ['default', '/de/contact', 'Kontakt', 'TeamTrek'],
  ])('%s %s: H1 and title "%s"', async (tenant, path, heading, name) => {
    const html = await page(tenant, path);
    expect(h1Of(html)).toBe(heading);
    expect(titleOf(html)).toBe(`${heading} | ${name}`);
  });

  it('the lead form carries each topic’s heading and intro, in the page’s language', async () => {
    const html = await page('cofi', '/de/contact?topic=demo');
    type Heads = { heads: { byTopic: Record<string, { heading: string; intro: string }>; titleSuffix: string } };
    const { props } = islandMarker<Heads>(html, 'contact-form')!;
    expect(props.heads.titleSuffix).toBe(' | Corporate Fitness');
    expect(props.heads.byTopic.demo!.heading).toBe(h1Of(html));
    expect(props.heads.byTopic.pricing!.heading).toBe('Angebot anfordern');
    expect(props.heads.byTopic['']!.heading).toBe('Kontakt');
    expect(Object.keys(props.heads.byTopic)).toHaveLength(8);
  });

  it('the support form has no topics to follow', async () => {
    const html = await page('default', '/contact?mode=support');
    const { props } = islandMarker<{ heads?: unknown }>(html, 'contact-form')!;
    expect(props.heads).toBeUndefined();
  });
});
