import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';
import { h1Of as h1 } from '../../page-markup.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';

const htmlOf = async (url: string) => (await (await get(url)).text()).replace(/<!-- -->/g, '');

// Content-managed pages (content/cms) without a CMS: their `load` reads the page source, which in
// a locale gives the translation file (`workplace.de.md`) exactly as a page of content/pages.
describe('a content-managed page in a locale, from the repository (CMS_ORIGIN empty)', () => {
  it('shows its translation, indexable, without the untranslated note', async () => {
    const html = await htmlOf(urlOf('cofi', '/de/solutions/workplace'));
    expect(h1(html)).toBe(CONTENT['translations:de']!.cms!['/solutions/workplace']!.title);
    expect(html).toContain('<html lang="de" dir="ltr"');
    expect(html).not.toContain('data-testid="untranslated-note"');
    expect(html).not.toContain('noindex');
  });

  it('a page without the translation: English with the note, not indexed', async () => {
    const html = await htmlOf(urlOf('default', '/ar/product/integrations/slack'));
    // Every solutions page of the general brand is translated now; the Slack page is not in Arabic yet.
    expect(CONTENT['translations:ar']!.cms!['/product/integrations/slack']).toBeUndefined();
    expect(html).toContain('data-testid="untranslated-note"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
