import { describe, expect, it } from 'vitest';
import { urlOf } from '../../tenant-hosts.ts';
import { get, pageHtmlOf, textOf } from '../helpers.ts';

describe('Arabic pages punctuate, label and name things in Arabic', () => {
  it('/ar/: the Arabic comma in testimonial bylines and in the language switcher’s hint; English keeps its comma', async () => {
    const home = await pageHtmlOf('default', '/ar/');
    expect(home).toContain('مديرة شؤون الموظفين والثقافة، Northwind Logistics');
    expect(home).toMatch(/AR<span[^>]*>، اختر اللغة<\/span>/);
    // No Latin comma right after an Arabic letter anywhere in the page's text.
    expect(textOf(home)).not.toMatch(/[\u0600-\u06FF],/);
    const english = await pageHtmlOf('default', '/');
    expect(english).toMatch(/EN<span[^>]*>, Choose a language<\/span>/);
  });

  it('every /ar/ page of the sitemap and the contact page: no Latin comma right after an Arabic letter', async () => {
    const sitemap = await (await get(urlOf('default', '/ar/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/ar\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(paths).toContain('/ar/contact');
    const found: string[] = [];
    for (const path of paths) {
      const text = textOf(await pageHtmlOf('default', path));
      for (const m of text.matchAll(/.{0,30}[\u0600-\u06FF],.{0,20}/g)) found.push(`${path}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('/ar/ trust centre: the region tabs and pins and the retired provider’s badge are Arabic', async () => {
    const trust = await pageHtmlOf('default', '/ar/solutions/security-privacy');
    // The tabs name the regions as the text does; "default" is not the "virtual" of virtual journeys.
    expect(trust).toMatch(/data-region-link="us">الولايات المتحدة \(الخيار الأساسي\)<\/a>/);
    expect(trust).toContain('data-region-link="eu">الاتحاد الأوروبي</a>');
    expect(trust).not.toMatch(/\(افتراضي\)|الافتراضي؛|>أمريكا</);
    expect(trust).not.toMatch(/>(US|EU|UK)</);
    expect(textOf(trust)).not.toContain('Deprecated');
    expect(textOf(trust)).toContain('متوقف');
    const english = await pageHtmlOf('default', '/solutions/security-privacy');
    expect(english).toMatch(/data-region-link="us">US \(default\)<\/a>/);
  });

  it('/features: the catalogue’s navigation is named in the page’s language, and the progress total carries its unit', async () => {
    const arabic = await pageHtmlOf('default', '/ar/features');
    expect(arabic).toContain('<nav aria-label="مرجع الميزات">');
    expect(arabic).toContain('>2,296 كم</text>');
    expect(arabic).toContain('<code dir="ltr" translate="no">DAILY_SUMMARY</code>');
    // The sites after "هي" joined by the Arabic «و».
    expect(arabic).toContain('فئات هي المكتب والمستودع وعن بُعد:');
    expect(await pageHtmlOf('default', '/de/features')).toContain('<nav aria-label="Funktionsübersicht">');
    const english = await pageHtmlOf('default', '/features');
    expect(english).toContain('<nav aria-label="Feature reference">');
    expect(english).toContain('>2,296 km</text>');
  });

  it('/ar/: the home says "start whenever you like" idiomatically, not the calque of "ready when you are"', async () => {
    const home = await pageHtmlOf('default', '/ar/');
    expect(home).toContain('ابدأ متى شئت');
    expect(home).not.toContain('جاهز متى كنت جاهزًا');
  });

  it('/ar/ journey pages: the quote’s byline is joined by the Arabic comma; English keeps its own', async () => {
    // The name stands over the role and the company, which the language's comma joins.
    const byline = (html: string) =>
      html.match(/<figure[^>]*data-testid="journey-proof"[\s\S]*?<strong>([^<]*)<\/strong><small>([^<]*)</)!.slice(1);
    const arabic = byline(await pageHtmlOf('default', '/ar/challenges/journeys/us-route-66'));
    expect(arabic[0]).toBe('Tom Okafor');
    expect(arabic[1]).toMatch(/^[^,]+، Riverside Running Club$/);
    const english = byline(await pageHtmlOf('default', '/challenges/journeys/us-route-66'));
    expect(english[1]).toMatch(/^[^،]+, Riverside Running Club$/);
  });

  it('/ar/ trust centre: the profile picture’s distances carry the Arabic kilometre sign', async () => {
    const arabic = await pageHtmlOf('default', '/ar/solutions/security-privacy');
    expect(arabic).toContain('>5.2 كم</span>');
    expect(arabic).not.toMatch(/>[\d.,]+ km</);
    expect(await pageHtmlOf('default', '/solutions/security-privacy')).toContain('>5.2 km</span>');
  });
});
