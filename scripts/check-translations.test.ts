import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../common/i18n/locales.ts';
import { runCheck } from './check-run.ts';
import { ROOT } from './site-sources.ts';

/** A copy of content/ changed by `change`, as the root `CONTENT_ROOT` names. */
function contentWith(change: (root: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  change(root);
  return root;
}

/**
 * The check with its page-copy files read from a copy of content/ changed by `change`, in this
 * process (scripts/check-run.ts, what `npm run check` runs): one module load for all the cases.
 */
const checkWith = (change: (root: string) => void) =>
  runCheck([], { ...process.env, CONTENT_ROOT: contentWith(change) });

describe('npm run check: page translations', () => {
  it('reports coverage per tenant and locale and counts what is missing, as a warning', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_ROOT: contentWith(() => {}) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^ {2}default de: [1-9]\d* translated, \d+ missing$/m);
    expect(run.stderr).toMatch(/^ {2}cofi fr: [1-9]\d* translated, \d+ missing$/m);
    // cofi offers en, de and fr only.
    expect(run.stderr).not.toMatch(/^ {2}cofi ar:/m);
    expect(run.stdout).toMatch(/\d+ page translation\(s\) missing, 0 stale/);
  });

  it('flags a translation as stale, with file and line, once its English source changes', async () => {
    const run = await checkWith((root) =>
      appendFileSync(join(root, 'content/pages/contact.md'), '\nWe also answer by phone on weekdays.\n'),
    );
    expect(run.status).toBe(0);
    // Every translation of contact.md goes stale, each named with the line of its translatedFrom.
    const translations = readdirSync(join(ROOT, 'content/pages')).filter((f) => /^contact\.[a-z]{2}\.md$/.test(f));
    expect(translations.length).toBeGreaterThan(0);
    for (const file of translations) {
      const line =
        readFileSync(join(ROOT, 'content/pages', file), 'utf8')
          .split('\n')
          .findIndex((l) => l.startsWith('translatedFrom:')) + 1;
      expect(run.stderr).toContain(`content/pages/${file}:${line}: stale: translated from sha256:`);
    }
    expect(run.stderr).toMatch(
      /but content\/pages\/contact\.md is now sha256:[0-9a-f]{16}; bring the translation up to date/,
    );
    expect(run.stdout).toContain(`${translations.length} stale`);
  });

  it("flags the testimonials' translations as stale once a quote in content/testimonials.json changes", async () => {
    const run = await checkWith((root) => {
      const file = join(root, 'content/testimonials.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('all winter', 'all winter and spring'));
    });
    expect(run.status).toBe(0);
    for (const locale of TRANSLATED_LOCALES)
      expect(run.stderr).toContain(`content/testimonials.${locale}.json:2: stale: translated from sha256:`);
  });

  it("flags a ready-to-go challenge's translations as stale, with file and line, once its English changes", async () => {
    const run = await checkWith((root) =>
      appendFileSync(
        join(root, 'content/challenges/ready-to-go/spring-step-sprint.md'),
        '\nA third week can follow for teams that want more.\n',
      ),
    );
    expect(run.status).toBe(0);
    for (const locale of TRANSLATED_LOCALES) {
      const file = `content/challenges/ready-to-go/spring-step-sprint.${locale}.md`;
      const line =
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .findIndex((l) => l.startsWith('translatedFrom:')) + 1;
      expect(run.stderr).toContain(`${file}:${line}: stale: translated from sha256:`);
    }
    expect(run.stdout).toContain(`${TRANSLATED_LOCALES.length} stale`);
  });

  it("flags the step table's translations as stale once a Compendium entry in content/step-conversion.json changes", async () => {
    const run = await checkWith((root) => {
      const file = join(root, 'content/step-conversion.json');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('"Tennis, general"', '"Tennis, singles or doubles, general"'),
      );
    });
    expect(run.status).toBe(0);
    for (const locale of TRANSLATED_LOCALES)
      expect(run.stderr).toContain(`content/step-conversion.${locale}.json:2: stale: translated from sha256:`);
    expect(run.stderr).toMatch(/but content\/step-conversion\.json is now sha256:[0-9a-f]{16}/);
  });
});
