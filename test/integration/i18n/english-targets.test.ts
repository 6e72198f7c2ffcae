import { describe, expect, it } from 'vitest';
import { urlOf } from '../../tenant-hosts.ts';
import { get, pageHtmlOf } from '../helpers.ts';

/** A part's links as href, attributes and text as read. */
const linksOf = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => ({
    href: m[1]!.match(/href="([^"]*)"/)?.[1] ?? '',
    attributes: m[1]!,
    text: m[2]!.replace(/<[^>]+>/g, ''),
  }));
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const linkTo = (html: string, href: string) => linksOf(footerOf(html)).find((l) => l.href === href)!;

describe('links that lead to a page still in English say so in the visitor’s language', () => {
  it('/de/: a footer link to an English-only page says "(auf Englisch)" and hreflang="en"; one to a German page does not', async () => {
    const html = await pageHtmlOf('default', '/de/');
    const about = linkTo(html, '/de/about');
    expect(about.attributes).toContain('hreflang="en"');
    expect(about.text).toBe('Über uns (auf Englisch)');
    const contact = linkTo(html, '/de/contact');
    expect(contact.attributes).not.toContain('hreflang');
    expect(contact.text).toBe('Kontakt aufnehmen');
    // Every footer link to a site page either leads to German or says it does not.
    for (const link of linksOf(footerOf(html)).filter((l) => l.href.startsWith('/de/')))
      expect(link.attributes.includes('hreflang="en"'), link.href).toBe(link.text.endsWith('(auf Englisch)'));
  });

  it('/ar/: the marker in Arabic', async () => {
    const html = await pageHtmlOf('default', '/ar/');
    expect(linkTo(html, '/ar/about').text).toMatch(/ \(بالإنجليزية\)$/);
  });

  it('/ar/ 404: the list of pages marks those still in English inside their links, as the menus do', async () => {
    const res = await get(urlOf('default', '/ar/no-such-page'));
    expect(res.status).toBe(404);
    const html = await res.text();
    const list = html.match(/data-testid="not-found-links">([\s\S]*?)<\/ul>/)![1]!;
    const packs = linksOf(list).find((l) => l.href === '/ar/challenges/wellbeing-packs')!;
    expect(packs.attributes).toContain('hreflang="en"');
    expect(packs.text).toBe('باقات العافية (بالإنجليزية)');
    const journeys = linksOf(list).find((l) => l.href === '/ar/challenges/journeys')!;
    expect(journeys.text).not.toContain('(بالإنجليزية)');
  });

  it('/de/ and /ar/: a link in a sentence to an English-only page says so right after it, in the visitor’s language', async () => {
    const german = await pageHtmlOf('default', '/de/start-trial');
    const check = german.match(/<a [^>]*href="\/de\/start-assessment"[^>]*>([^<]*)<\/a>(<span[^>]*>[^<]*<\/span>)?/)!;
    expect(check[0]).toContain('hreflang="en"');
    expect(check[1]).toBe('kurzer Check');
    expect(check[2]).toBe('<span class="tt-in-english"> (auf Englisch)</span>');
    const arabic = await pageHtmlOf('default', '/ar/pricing');
    expect(arabic).toMatch(
      /<a [^>]*href="\/ar\/termsofservice"[^>]*hreflang="en"[^>]*>[^<]*<\/a><span class="tt-in-english"> \(بالإنجليزية\)<\/span>/,
    );
    // A link to a translated page says nothing.
    expect(arabic).not.toMatch(/href="\/ar\/contact"[^>]*>[^<]*<\/a><span class="tt-in-english">/);
  });

  it('cofi /de/: the results’ link to the case studies (English only) says so after it', async () => {
    const html = await pageHtmlOf('cofi', '/de/');
    expect(html).toMatch(
      /<a [^>]*href="\/de\/resources\/case-studies"[^>]*data-marks-english="after"[^>]*>Fallstudien lesen<\/a><span class="tt-in-english"> \(auf Englisch\)<\/span>/,
    );
  });

  it('a card says so after its heading’s link, English copy is not marked, English pages are untouched', async () => {
    const cards = await pageHtmlOf('default', '/de/challenges');
    const card = cards.match(/<h3><a [^>]*href="\/de\/challenges\/10k-steps-a-day"[^>]*>[^<]*<\/a>(.*?)<\/h3>/)!;
    expect(card[0]).toContain('hreflang="en"');
    expect(card[1]).toBe('<span class="tt-in-english"> (auf Englisch)</span>');
    const untranslated = await pageHtmlOf('default', '/de/about');
    const body = untranslated.slice(untranslated.indexOf('data-english-copy'), untranslated.indexOf('</main>'));
    expect(body).toMatch(/<a [^>]*hreflang="en"/);
    expect(body).not.toContain('(auf Englisch)');
    const english = await pageHtmlOf('default', '/');
    expect(english).not.toContain('hreflang="en"');
    expect(english).not.toContain('(in English)');
  });
  it('/ar/: ready-made challenge cards, add-on cards and list items name their English pages (every locale alike)', async () => {
    const marker = '<span class="tt-in-english"> (بالإنجليزية)</span>';
    const after = (html: string, href: string) =>
      html.match(new RegExp(`<a [^>]*href="${href}"[^>]*hreflang="en"[^>]*>[^<]*</a>(<span[^>]*>[^<]*</span>)?`))?.[1];
    for (const path of ['/ar/challenges', '/ar/solutions/step-challenges', '/ar/solutions/walking-challenges']) {
      const html = await pageHtmlOf('default', path);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const cards = [...main.matchAll(/<h3><a [^>]*href="(\/ar\/challenges\/[^"]+)"[^>]*hreflang="en"/g)];
      expect(cards.length, path).toBeGreaterThanOrEqual(2);
      for (const [, href] of cards) expect(after(main, href!), `${path} ${href}`).toBe(marker);
    }
    const solutions = await pageHtmlOf('default', '/ar/solutions');
    for (const href of ['/ar/product/integrations/slack', '/ar/product/integrations/microsoft-teams'])
      expect(after(solutions, href), href).toBe(marker);
    const trial = await pageHtmlOf('default', '/ar/trial/team-wellbeing');
    expect(after(trial.slice(trial.indexOf('<main')), '/ar/challenges/workout-videos')).toBe(marker);
  });

  it('/ar/challenges/10k-steps-a-day (English page): the breadcrumb names it by its Arabic card title', async () => {
    const html = await pageHtmlOf('default', '/ar/challenges/10k-steps-a-day');
    const trail = html.match(/data-testid="breadcrumb">([\s\S]*?)<\/nav>/)![1]!;
    expect(trail).toContain('<li aria-current="page">10,000 خطوة في اليوم</li>');
    expect(trail).not.toContain('10k steps a day');
  });

  it('the help centre (another site, English only) says so in the menus of every translated page, not on English ones', async () => {
    for (const [locale, text] of [
      ['ar', 'مركز المساعدة (بالإنجليزية)'],
      ['de', 'Hilfe-Center (auf Englisch)'],
    ] as const) {
      const html = await pageHtmlOf('default', `/${locale}/`);
      const help = linksOf(footerOf(html)).find((l) => l.href === 'https://help.teamtrek.example')!;
      expect(help.text, locale).toBe(text);
      // The drawer's copy of the main menu names it so too (the menus' titles say it: another site
      // is not a page whose language this site knows).
      expect(html.replace(/&quot;/g, '"'), locale).toContain(
        `"title":"${text}","path":"https://help.teamtrek.example"`,
      );
    }
    const english = await pageHtmlOf('default', '/');
    expect(linksOf(footerOf(english)).find((l) => l.href === 'https://help.teamtrek.example')!.text).toBe(
      'Help centre',
    );
  });

  it('cofi: the menu links its legacy host answers (/blog, /get, /challenges) are English there and say so', async () => {
    const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    for (const [locale, marker] of [
      ['de', '(auf Englisch)'],
      ['fr', '(en anglais)'],
    ] as const) {
      const links = linksOf(headerOf(await pageHtmlOf('cofi', `/${locale}/`)));
      for (const path of ['/blog', '/get', '/challenges']) {
        // The legacy host gets the path as sent, without the locale.
        const link = links.find((l) => l.href === path)!;
        expect(link.attributes, `${locale} ${path}`).toContain('hreflang="en"');
        expect(link.text.endsWith(` ${marker}`), `${locale} ${path}: ${link.text}`).toBe(true);
      }
      // A page of this site in the visitor's language says nothing.
      const product = links.find((l) => l.href === `/${locale}/product/challenges/step-challenges`)!;
      expect(product.attributes).not.toContain('hreflang');
    }
    const english = headerOf(await pageHtmlOf('cofi', '/'));
    expect(english).not.toContain('hreflang="en"');
  });
});
