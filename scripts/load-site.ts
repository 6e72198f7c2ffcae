import { buildContent, type ContentProblem } from '../build/content/build-content.ts';
import { buildDataFiles } from '../build/content/build-data-files.ts';
import { buildDataTranslations } from '../build/content/build-data-translations.ts';
import { contentRuleProblems, missingContent } from '../build/content/check-content.ts';
import { contentPageExists } from '../worker/content/route-copy.ts';
import { buildSiteData } from '../build/content/build-site-data.ts';
import { readContentFiles, readSiteSources } from './site-sources.ts';

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
  return {
    ...site,
    content: built.content,
    dataFiles: dataFiles.data,
    dataTranslations: dataTranslations.parts,
    contentProblems,
    missingContent: missingContent(built.content),
  };
}

export const formatContentProblems = (problems: ContentProblem[]) =>
  problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
