import { buildContent, type ContentProblem } from '../compiler/content/build-content.ts';
import { buildDataFiles } from '../compiler/content/build-data-files.ts';
import { buildDataTranslations } from '../compiler/content/build-data-translations.ts';
import { contentRuleProblems, missingContent } from '../compiler/content/check-content.ts';
import { contentPageExists } from '../worker/content/route-copy.ts';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import { readContentFiles, readSiteSources } from './site-sources.ts';
import type { SiteContent } from '../worker/content/site-content-types.ts';

/**
 * Reads and checks everything the worker embeds: tenants, redirects, menus and content. Content
 * `missing` (a route without its copy) is kept apart: the build tolerates it, check and tests do not.
 */
export function loadSite() {
  const files = readContentFiles();
  const built = buildContent(files);
  const dataFiles = buildDataFiles(files);
  const dataTranslations = buildDataTranslations(files, dataFiles.data?.priceList);
  const site = buildSiteData({ ...readSiteSources(), pageExists: contentPageExists(built.content) });
  const contentProblems: ContentProblem[] = [
    ...built.problems,
    ...dataFiles.problems,
    ...dataTranslations.problems,
    ...contentRuleProblems(built.content, Object.keys(site.data.tenants)),
  ];
  // The JSON data files are parts of the content too (`data:<name>`, English; `data:<locale>:<name>`,
  // each translation): the worker reads them from the content asset (worker/content/data-files.ts,
  // localized-data.ts), and whether a page is translated depends on them (localizedPageContent).
  const content: SiteContent = Object.assign(
    built.content,
    Object.fromEntries(Object.entries(dataFiles.data ?? {}).map(([name, value]) => [`data:${name}`, value])),
    dataTranslations.parts,
  );
  return {
    ...site,
    content,
    dataFiles: dataFiles.data,
    contentProblems,
    missingContent: missingContent(built.content),
  };
}

export const formatContentProblems = (problems: ContentProblem[]) =>
  problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
