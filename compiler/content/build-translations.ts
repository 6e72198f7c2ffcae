import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import { TRANSLATED_INFIX, type PageLocale } from '../../common/i18n/locales.ts';
import type { CollectionName, TranslatedContent } from '../../worker/content/site-content-types.ts';
import type { ContentProblem } from './build-content.ts';

/** `content/pages/contact.cofi.de.md` → `de`: the locale infix comes last, after a tenant infix. */
const LOCALE_INFIX = new RegExp(`\\.${TRANSLATED_INFIX}\\.(md|json)$`);

/** The locale a content file is a translation into, or null for an English file. */
export function translationLocale(file: string): Exclude<PageLocale, 'en'> | null {
  return (LOCALE_INFIX.exec(file)?.[1] as Exclude<PageLocale, 'en'> | undefined) ?? null;
}

/** The English file a translation is made from: `contact.cofi.de.md` → `contact.cofi.md`. */
export const sourceOf = (file: string): string => file.replace(LOCALE_INFIX, '.$2');

/** What a translation records of its source: `sha256:` and the first 16 hex digits of the English file's bytes. */
export function sourceHash(englishText: string): string {
  return `sha256:${createHash('sha256').update(englishText, 'utf8').digest('hex').slice(0, 16)}`;
}

const FRONT_MATTER_FIELD = /^translatedFrom:[ \t]*["']?([^"'\s]*)["']?[ \t]*\r?\n/m;

/** A translation's recorded source and the line it is on, and its text without the field (the page schemas do not know it). */
export function readTranslatedFrom(text: string): { hash: string | null; line: number; rest: string } {
  if (text.trimStart().startsWith('{')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      const at = text.indexOf('"translatedFrom"');
      const hash = typeof json.translatedFrom === 'string' ? json.translatedFrom : null;
      delete json.translatedFrom;
      return { hash, line: at < 0 ? 1 : text.slice(0, at).split('\n').length, rest: JSON.stringify(json) };
    } catch {
      return { hash: null, line: 1, rest: text };
    }
  }
  const match = FRONT_MATTER_FIELD.exec(text);
  if (!match) return { hash: null, line: 2, rest: text };
  return {
    hash: match[1]!,
    line: text.slice(0, match.index).split('\n').length,
    rest: text.slice(0, match.index) + text.slice(match.index + match[0].length),
  };
}

/** One translated Markdown file to compile: where it goes and what it translates. */
export interface PendingTranslation {
  file: string;
  text: string;
  locale: Exclude<PageLocale, 'en'>;
  collection: CollectionName;
  schema: z.ZodMiniType;
  key: string;
  slug: string;
}

/**
 * Compiles the translations with the same schema as their English file, into
 * `translations:<locale>` (one part of the content asset per locale, parsed on the locale's first
 * page). A translation without an English file, or without `translatedFrom`, is a problem; a stale
 * one (English changed since) is not: `npm run check` reports it (compiler/content/translation-report.ts).
 */
export function buildTranslations(
  pending: PendingTranslation[],
  files: Record<string, string>,
  compile: (file: string, text: string, schema: z.ZodMiniType, problems: ContentProblem[]) => object | null,
  problems: ContentProblem[],
): Partial<Record<`translations:${Exclude<PageLocale, 'en'>}`, TranslatedContent>> {
  const out: Partial<Record<`translations:${Exclude<PageLocale, 'en'>}`, TranslatedContent>> = {};
  for (const t of pending) {
    const source = sourceOf(t.file);
    if (files[source] === undefined) {
      problems.push({
        file: t.file,
        path: '(file)',
        message: `translates ${source}, which does not exist; name it after the English file plus .${t.locale}`,
      });
      continue;
    }
    const { hash, rest } = readTranslatedFrom(t.text);
    if (!hash || !/^sha256:[0-9a-f]{16}$/.test(hash)) {
      problems.push({
        file: t.file,
        path: 'translatedFrom',
        message: `must record its English source as translatedFrom: ${sourceHash(files[source]!)} (the hash of ${source} it was translated from)`,
      });
      continue;
    }
    const compiled = compile(t.file, rest, t.schema, problems);
    if (!compiled) continue;
    const part = (out[`translations:${t.locale}`] ??= {});
    const entry = t.collection === 'cms' ? { ...compiled, slug: t.slug, path: t.key } : { ...compiled, slug: t.slug };
    ((part[t.collection] ??= {}) as Record<string, unknown>)[t.key] = entry;
  }
  return out;
}
