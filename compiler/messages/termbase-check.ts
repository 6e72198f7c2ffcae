import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_LOCALES } from '../../common/i18n/locales.ts';
import { frenchSpacingProblems } from './french-spacing.ts';
import { formatTermProblems, localeOfFile, TermbaseSchema, termProblems, type Termbase } from './termbase.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Each locale's termbase text, read from `messages/terms.<locale>.json` (or `MESSAGES_DIR`). */
export function readTermbaseFiles(dir = process.env.MESSAGES_DIR ?? join(ROOT, 'messages')): Record<string, string> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const path = join(dir, `terms.${locale}.json`);
      return [locale, existsSync(path) ? readFileSync(path, 'utf8') : ''];
    }),
  );
}

/**
 * The termbase check of `npm run check`: each termbase valid, and no forbidden variant in any
 * translated file (`translated`: repository path → text; content/ and messages/<locale>.json), and
 * in French no ordinary space before ? ! : ; (`french-spacing.ts`).
 * Returns one line per problem, each naming the file (and line) and the fix.
 */
export function termbaseCheck(termbaseTexts: Record<string, string>, translated: Record<string, string>): string[] {
  const problems: string[] = [];
  const termbases = new Map<string, Termbase>();
  for (const locale of TRANSLATED_LOCALES) {
    const file = `messages/terms.${locale}.json`;
    const text = termbaseTexts[locale];
    if (!text) {
      problems.push(
        `${file}: missing: every translated language has a termbase; add one (compiler/messages/termbase.ts)`,
      );
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push(`${file}: not JSON: ${(error as Error).message}`);
      continue;
    }
    const parsed = TermbaseSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
      continue;
    }
    if (parsed.data.locale !== locale)
      problems.push(`${file}: locale: says "${parsed.data.locale}"; write "${locale}"`);
    else termbases.set(locale, parsed.data);
  }
  for (const [file, text] of Object.entries(translated).sort(([a], [b]) => a.localeCompare(b))) {
    const locale = localeOfFile(file);
    const termbase = locale && termbases.get(locale);
    if (!termbase || /(^|\/)terms\.[a-z]{2}\.json$/.test(file)) continue;
    if (locale === 'fr') problems.push(...frenchSpacingProblems(file, text));
    const found = termProblems(termbase, file, text);
    if (found.length) problems.push(formatTermProblems(found, locale));
  }
  return problems;
}
