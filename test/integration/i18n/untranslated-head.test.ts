/**
 * An untranslated page under a locale prefix says its English is English beyond the body: its
 * <title> and meta description (`lang="en"`, and `dir="ltr"` inside Arabic); its breadcrumb is
 * navigation in the visitor's language (home and translated parents in it, the page named by its
 * translated menu entry where it has one), and a crumb only English names is marked on its own.
 * Translated pages carry no such mark.
 */
import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../../worker/tenants/registry.ts';
import { breadcrumbTrail } from '../../../worker/ui/layout/breadcrumb-trail.ts';
import { pageHtmlOf } from '../helpers.ts';

const PATH = '/blog/how-to-pick-a-challenge-format';
const headOf = (html: string) => ({
  title: html.match(/<title[^>]*>/)?.[0],
  description: html.match(/<meta name="description"[^>]*>/)?.[0],
  list: html.match(/data-testid="breadcrumb"><ol[^>]*>/)?.[0],
});

describe('an untranslated page’s title and description say they are English; its breadcrumb is the visitor’s', () => {
  it('/de/: lang="en" on the title, the description and the English crumb, not on the German trail', async () => {
    const html = await pageHtmlOf('default', `/de${PATH}`);
    expect(html).toContain('data-english-copy');
    const head = headOf(html);
    expect(head.title).toBe('<title lang="en">');
    expect(head.description).toMatch(/^<meta name="description" content="[^"]+" lang="en"\/>$/);
    expect(head.list).toBe('data-testid="breadcrumb"><ol>');
    expect(html).toMatch(/data-testid="breadcrumb"><ol><li><a href="\/de\/">Startseite<\/a>/);
    expect(html).toMatch(/<li aria-current="page" lang="en">[^<]+<\/li>/);
    // The landmark's name is the page's (German) message.
    expect(html).toMatch(/<nav aria-label="(?!Breadcrumb")[^"]+" class="[^"]+" data-testid="breadcrumb">/);
  });

  it('/ar/: the same marks, left to right', async () => {
    const head = headOf(await pageHtmlOf('default', `/ar${PATH}`));
    expect(head.title).toBe('<title lang="en" dir="ltr">');
    expect(head.description).toMatch(/ lang="en" dir="ltr"\/>$/);
    expect(head.list).toBe('data-testid="breadcrumb"><ol>');
  });

  it('/ar/ English-only pages: the trail is Arabic, the page named by its Arabic menu entry', async () => {
    const html = await pageHtmlOf('default', '/ar/challenges/wellbeing-packs');
    expect(html).toContain('data-english-copy');
    const trail = html.match(/data-testid="breadcrumb">([\s\S]*?)<\/nav>/)![1]!;
    expect(trail).toContain('>الرئيسية</a>');
    expect(trail).toContain('<li aria-current="page">باقات العافية</li>');
    expect(trail).not.toMatch(/Home|Wellbeing packs|Ready-to-go/);
    expect(html).toContain('لم تتوفر هذه الصفحة بالعربية بعد، لذا نعرضها أدناه بالإنجليزية.');
  });

  it('a translated page and an English page carry no mark', async () => {
    const german = headOf(await pageHtmlOf('default', '/de/challenges/journeys/camino-de-santiago'));
    expect(german.title).toBe('<title>');
    expect(german.description).not.toContain('lang=');
    expect(german.list).toBe('data-testid="breadcrumb"><ol>');
    const english = headOf(await pageHtmlOf('default', PATH));
    expect(english.title).toBe('<title>');
    expect(english.list).toBe('data-testid="breadcrumb"><ol>');
  });

  it('a German trail names an untranslated parent by its English title, marked lang="en"; a translated one is not', () => {
    const tenant = TENANTS.default!;
    const german = { locale: 'de' as const, home: 'Startseite' };
    const blog = breadcrumbTrail(tenant, 'default', PATH, 'Titel', german);
    expect(blog.find((c) => c.path === '/blog')).toMatchObject({ name: 'Blog', lang: 'en' });
    const journey = breadcrumbTrail(tenant, 'default', '/challenges/journeys/camino-de-santiago', 'Jakobsweg', german);
    expect(journey.find((c) => c.path === '/challenges/journeys')).toEqual({
      name: 'Virtuelle Reisen',
      path: '/challenges/journeys',
    });
    expect(breadcrumbTrail(tenant, 'default', PATH, 'Title').some((c) => c.lang)).toBe(false);
  });
});
