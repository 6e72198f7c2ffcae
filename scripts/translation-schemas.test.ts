import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './site-sources.ts';
import { translationSchemaProblems } from './translation-schemas.ts';
import { contentFiles } from './translation-parity.ts';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('translated content files pass the English file’s schema', () => {
  it('every translation under content/ does', () => {
    expect(translationSchemaProblems(contentFiles())).toEqual([]);
  });

  it('fails on a meta description past 200 characters and a home team name past 16', () => {
    const page = read('content/pages/pricing.md').replace(
      /^description: .*$/m,
      `description: "${'Preise '.repeat(40)}"`,
    );
    const home = JSON.parse(read('content/home.json'));
    home.brands.default.sample.teams[0].name = 'Die unermüdlichen Nachteulen';
    const problems = translationSchemaProblems({
      'content/pages/pricing.de.md': page,
      'content/home.fr.json': JSON.stringify({ translatedFrom: 'sha256:x', ...home }),
    });
    expect(problems.map((p) => `${p.file} ${p.path}`)).toEqual([
      'content/pages/pricing.de.md description',
      'content/home.fr.json brands.default.sample.teams.0.name',
    ]);
  });
});
