import type { ConfigProblem } from '../../worker/config-error.ts';
// Build-time only (compiler/steps/build-data.ts, npm run check, tests): Markdown and YAML parsers never
// reach the worker bundle, which embeds the compiled result.
import { Marked, type Token } from 'marked';
import { parse as parseYaml } from 'yaml';
import type * as z from 'zod/mini';
import {
  ArticleFrontMatter,
  AssessmentFrontMatter,
  BlogPostFrontMatter,
  CaseStudyFrontMatter,
  CataloguesFile,
  CmsPageFrontMatter,
  JourneyFrontMatter,
  PageFrontMatter,
  ReadyToGoFrontMatter,
  TrialFrontMatter,
  WellbeingPackFrontMatter,
  WorkoutVideoFrontMatter,
} from '../../worker/content/content-schema.ts';
import type { CollectionName, SiteContent } from '../../worker/content/site-content-types.ts';
import { buildTranslations, translationLocale, type PendingTranslation } from './build-translations.ts';

/** A problem of a content file; `path` is the front matter field (dotted path), `body`, or `(file)`. */
export type ContentProblem = ConfigProblem;

/** Folder under `content/` → the collection it fills and its front matter schema. */
const COLLECTIONS: { folder: string; name: CollectionName; schema: z.ZodMiniType }[] = [
  { folder: 'pages', name: 'pages', schema: PageFrontMatter },
  { folder: 'cms', name: 'cms', schema: CmsPageFrontMatter },
  { folder: 'blog', name: 'blog', schema: BlogPostFrontMatter },
  { folder: 'articles', name: 'articles', schema: ArticleFrontMatter },
  { folder: 'case-studies', name: 'caseStudies', schema: CaseStudyFrontMatter },
  { folder: 'challenges/journeys', name: 'journeys', schema: JourneyFrontMatter },
  { folder: 'challenges/wellbeing-packs', name: 'wellbeingPacks', schema: WellbeingPackFrontMatter },
  { folder: 'challenges/workout-videos', name: 'workoutVideos', schema: WorkoutVideoFrontMatter },
  { folder: 'challenges/ready-to-go', name: 'readyToGo', schema: ReadyToGoFrontMatter },
  { folder: 'trials', name: 'trials', schema: TrialFrontMatter },
  { folder: 'assessments', name: 'assessments', schema: AssessmentFrontMatter },
];
export const CATALOGUES_FILE = 'content/features/catalogues.json';

const markdown = new Marked({ gfm: true });
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Markdown body → HTML, refusing what would break the page frame: raw HTML and a second `<h1>`. */
function compileBody(file: string, body: string, problems: ContentProblem[]): string {
  const tokens = markdown.lexer(body);
  markdown.walkTokens(tokens, (token: Token) => {
    if (token.type === 'html')
      problems.push({
        file,
        path: 'body',
        message: `raw HTML is not allowed (${token.raw.trim().slice(0, 40)}); write Markdown`,
      });
    if (token.type === 'heading' && token.depth === 1)
      problems.push({
        file,
        path: 'body',
        message: `"# ${token.text}": the title is the page's only <h1>; start sections with ##`,
      });
  });
  return markdown.parser(tokens);
}

function zodProblems(file: string, error: z.core.$ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    path: issue.path.join('.') || '(front matter)',
    message: issue.message,
  }));
}

/** `content/<folder>/<rest>.md` → the key in its collection: a slug, a page name, or a cms site path. */
function keyOf(folder: string, rest: string): string {
  if (folder !== 'cms') return rest;
  const path = `/${rest}`.replace(/\/index$/, '');
  return path || '/';
}

/** One Markdown file: front matter checked by its schema, body compiled; null (with problems) when invalid. */
export function compileMarkdownFile<S extends z.ZodMiniType>(
  file: string,
  text: string,
  schema: S,
  problems: ContentProblem[],
): (z.output<S> & { html: string }) | null {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push({
      file,
      path: '(file)',
      message: 'no front matter; start the file with a --- line, the YAML fields, and another --- line',
    });
    return null;
  }
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    problems.push({
      file,
      path: '(front matter)',
      message: `YAML does not parse: ${(error as Error).message.split('\n')[0]}; quote values that contain ": "`,
    });
    return null;
  }
  const parsed = schema.safeParse(data ?? {});
  const before = problems.length;
  const html = compileBody(file, text.slice(match[0].length), problems);
  if (!parsed.success) problems.push(...zodProblems(file, parsed.error));
  if (!parsed.success || problems.length > before) return null;
  return { ...(parsed.data as object), html } as z.output<S> & { html: string };
}

/**
 * Validates and compiles every content file. `files` maps repository paths (`content/blog/x.md`)
 * to their text; files outside the known folders are ignored (menus, prices and home data have
 * their own loaders). Collects every problem with its file and field instead of stopping.
 */
export function buildContent(files: Record<string, string>): { content: SiteContent; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const content = Object.fromEntries(COLLECTIONS.map((c) => [c.name, {}])) as unknown as SiteContent;
  const pending: PendingTranslation[] = [];
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!file.endsWith('.md')) continue;
    const collection = COLLECTIONS.filter((c) => file.startsWith(`content/${c.folder}/`)).sort(
      (a, b) => b.folder.length - a.folder.length,
    )[0];
    if (!collection) continue;
    // A translation (`contact.de.md`) is checked as its English file's name, then compiled after them.
    const locale = translationLocale(file);
    const rest = file.slice(`content/${collection.folder}/`.length, locale ? -`.${locale}.md`.length : -'.md'.length);
    const slug = rest.split('/').pop()!;
    const nameOk =
      collection.name === 'cms'
        ? rest.split('/').every((s) => SLUG.test(s))
        : collection.name === 'pages'
          ? /^[a-z0-9-]+(\.[a-z0-9]+)?$/.test(rest)
          : SLUG.test(rest);
    if (!nameOk) {
      problems.push({
        file,
        path: '(file)',
        message: 'file name must be lower-case words joined by "-" (pages may add .<brand or tenant id>)',
      });
      continue;
    }
    if (locale) {
      const key = keyOf(collection.folder, rest);
      pending.push({ file, text, locale, collection: collection.name, schema: collection.schema, key, slug });
      continue;
    }
    const compiled = compileMarkdownFile(file, text, collection.schema, problems);
    if (!compiled) continue;
    const key = keyOf(collection.folder, rest);
    const entry = collection.name === 'cms' ? { ...compiled, slug, path: key } : { ...compiled, slug };
    (content[collection.name] as Record<string, unknown>)[key] = entry;
  }
  const catalogues = files[CATALOGUES_FILE];
  if (catalogues === undefined) {
    problems.push({
      file: CATALOGUES_FILE,
      path: '(file)',
      message: 'missing; /features lists its catalogues (activity types, data providers, scoring, badges) from it',
    });
    content.catalogues = { groups: [] };
  } else {
    let json: unknown;
    try {
      json = JSON.parse(catalogues);
    } catch (error) {
      problems.push({ file: CATALOGUES_FILE, path: '(file)', message: `not JSON: ${(error as Error).message}` });
    }
    const parsed = CataloguesFile.safeParse(json);
    if (parsed.success) content.catalogues = parsed.data;
    else {
      if (json !== undefined) problems.push(...zodProblems(CATALOGUES_FILE, parsed.error));
      content.catalogues = { groups: [] };
    }
  }
  Object.assign(content, buildTranslations(pending, files, compileMarkdownFile, problems));
  return { content, problems };
}
