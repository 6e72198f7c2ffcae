import { describe, expect, it } from 'vitest';
import { buildContent } from './build-content.ts';
import { sourceHash } from './build-translations.ts';

/** Problems of the page files (the catalogues file these tests leave out is reported too). */
const build = (files: Record<string, string>) => {
  const built = buildContent(files);
  return { ...built, problems: built.problems.filter((p) => p.file.startsWith('content/pages/')) };
};

const ENGLISH =
  '---\ntitle: "Contact {{name}}"\ndescription: "Send us a message and a person replies within a day."\n---\n\n## Hello\n';
const german = (front: string) => `---\n${front}\n---\n\n## Hallo\n`;

describe('page copy per locale', () => {
  it('compiles a translation with its English file’s schema, by the same key, into its locale’s part', () => {
    const { content, problems } = build({
      'content/pages/contact.md': ENGLISH,
      'content/pages/contact.cofi.de.md': german(
        `translatedFrom: ${sourceHash(ENGLISH)}\ntitle: "Kontakt"\ndescription: "Schreiben Sie uns, ein Mensch antwortet."`,
      ),
      'content/pages/contact.cofi.md': ENGLISH,
    });
    expect(problems).toEqual([]);
    expect(content['translations:de']?.pages?.['contact.cofi']?.title).toBe('Kontakt');
    expect(content.pages['contact.cofi.de']).toBeUndefined();
  });

  it.each([
    [
      'without translatedFrom',
      'title: "Kontakt"\ndescription: "Schreiben Sie uns, ein Mensch antwortet."',
      'translatedFrom',
    ],
    ['that breaks the English schema', `translatedFrom: ${sourceHash(ENGLISH)}\ntitle: "Kontakt"`, 'description'],
  ])('refuses a translation %s, naming file and field', (_label, front, path) => {
    const { problems } = build({
      'content/pages/contact.md': ENGLISH,
      'content/pages/contact.de.md': german(front),
    });
    expect(problems.map((p) => `${p.file}: ${p.path}`)).toContain(`content/pages/contact.de.md: ${path}`);
  });

  it('refuses a translation of a file that does not exist', () => {
    const { problems } = build({
      'content/pages/contact.md': ENGLISH,
      'content/pages/kontakt.de.md': german(`translatedFrom: ${sourceHash(ENGLISH)}`),
    });
    expect(problems[0]?.message).toContain('translates content/pages/kontakt.md, which does not exist');
  });
});
