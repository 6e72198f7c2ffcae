// What `npm run check` finds (scripts/check.ts is its command line): every tenant and redirect file,
// the content, the interface messages, the terms and the docs, each problem with its file (and
// line), the rule broken and the fix. Exit status 1 on any error; warnings are printed only. With
// --production (npm run preflight), also everything a deploy needs (scripts/preflight.ts). A
// function, so its tests run many checks in one process instead of a Node and tsx start each.
import { join } from 'node:path';
import { formatCheckProblems } from '../compiler/redirects/redirect-checker.ts';
import { redirectLandingProblems } from '../compiler/redirects/site-landings.ts';
import { portabilityWarnings } from '../compiler/redirects/portability.ts';
import { customHomeProblems } from '../worker/content/custom-home.ts';
import { formatContentProblems, loadSite } from './load-site.ts';
import { productionProblems } from './preflight.ts';
import { ROOT } from './site-sources.ts';
import { catalogueProblems, formatMessageProblems } from '../compiler/messages/catalogues.ts';
import { readCatalogueFiles } from '../compiler/messages/read-catalogues.ts';
import { countedNounProblems, splitKnownCountedNouns } from '../compiler/messages/counted-nouns.ts';
import {
  formatTranslationReport,
  staleTranslations,
  translationCoverage,
} from '../compiler/content/translation-report.ts';
import { readContentFiles, readSiteSources } from './site-sources.ts';
import { readTermbaseFiles, termbaseCheck } from '../compiler/messages/termbase-check.ts';
import { logoSizes } from '../compiler/tenants/logo-sizes.ts';
import { docsRuleProblems, trackedTextFiles } from './docs-rules.ts';
import { englishLeft, formatEnglishLeft } from '../compiler/content/english-report.ts';

export interface CheckRun {
  status: 0 | 1;
  /** What the command prints on stdout: the summary line. */
  stdout: string;
  /** What it prints on stderr: problems and warnings, in the order found. */
  stderr: string;
}

/**
 * Runs the check with the command's arguments (after `--help` and unknown options were answered)
 * and its environment: `MESSAGES_DIR` and `CONTENT_ROOT` point it at a copy of messages/ or of the
 * content, as its tests do; the production checks read the rest.
 */
export async function runCheck(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<CheckRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out = (text: string) => stdout.push(`${text}\n`);
  const err = (text: string) => stderr.push(`${text}\n`);
  const done = (status: 0 | 1): CheckRun => ({ status, stdout: stdout.join(''), stderr: stderr.join('') });
  const messagesDir = env.MESSAGES_DIR ?? join(ROOT, 'messages');
  const contentRoot = env.CONTENT_ROOT ?? ROOT;
  const { data, content, configProblems, tableProblems, contentProblems: invalid, missingContent } = loadSite();
  const contentProblems = [...invalid, ...missingContent];
  tableProblems.push(...redirectLandingProblems(data, content)); // every redirect, splats expanded, lands on a page
  contentProblems.push(...customHomeProblems(content, data.tenants)); // each customHomePostfix names its home copy
  // Lines a Cloudflare Pages export would read differently or refuse (docs/operations.md): warnings.
  for (const [file, text] of Object.entries(readSiteSources().redirectFiles))
    tableProblems.push(...portabilityWarnings(file, text));
  const errors = tableProblems.filter((p) => p.severity === 'error');
  const warnings = tableProblems.filter((p) => p.severity === 'warning');

  // Production config must not point at plain http; http origins are only for local stubs via vars.
  for (const tenant of Object.values(data.tenants)) {
    for (const [field, origin] of [
      ['appOrigin', tenant.appOrigin],
      ['appOriginApp', tenant.appOriginApp],
      ['legacy.origin', tenant.legacy?.origin],
    ] as const) {
      if (origin && !origin.startsWith('https://'))
        configProblems.push(
          `tenants/${tenant.id}.json: ${field}: must be https in committed config; use the APP_ORIGIN / LEGACY_ORIGIN vars for local http stubs`,
        );
    }
  }

  // Header logos the site serves: SVGs that say their size (the header reserves it; compiler/tenants/logo-sizes.ts).
  try {
    logoSizes(Object.values(data.tenants), join(ROOT, 'public'));
  } catch (error) {
    configProblems.push((error as Error).message);
  }

  // Interface messages (messages/<locale>.json): a missing or broken message fails the check.
  const catalogueFiles = readCatalogueFiles(messagesDir);
  const { problems: messageProblems, catalogues } = catalogueProblems(catalogueFiles);
  // A number printed before a fixed word ("{count} days", "2 يومان"): a new one fails, the known ones are listed.
  const countedNouns = splitKnownCountedNouns(countedNounProblems(catalogueFiles, catalogues));
  messageProblems.push(...countedNouns.fresh);
  if (countedNouns.known.length)
    err(
      `Numbers before a fixed word (${countedNouns.known.length} known, to make plural):\n${formatMessageProblems(countedNouns.known)}`,
    );

  // One term per concept in each translated language (messages/terms.<locale>.json): a forbidden
  // variant in page copy or an interface message fails the check, with file and line.
  const catalogueTexts = Object.values(readCatalogueFiles(messagesDir)).map((c) => [c.file, c.text ?? ''] as const);
  const termProblemLines = termbaseCheck(readTermbaseFiles(messagesDir), {
    ...readContentFiles(contentRoot),
    ...Object.fromEntries(catalogueTexts),
  });

  // Page copy per locale: what is missing (counted) and what is stale (file and line); warnings only.
  const coverage = translationCoverage(data.tenants, content);
  const stale = staleTranslations(readContentFiles(contentRoot));
  const missingTranslations = coverage.reduce((n, c) => n + c.missing.length, 0);
  err(formatTranslationReport(coverage, stale));
  // What a visitor still meets in English, per tenant and locale: pages, messages, menu targets.
  err(formatEnglishLeft(englishLeft(data.tenants, content, coverage, catalogues)));

  // Docs a newcomer can read, and no file naming a work session or a ticket (scripts/docs-rules.ts).
  const docsProblems = docsRuleProblems(trackedTextFiles(ROOT));

  const production = argv.includes('--production') ? await productionProblems(data, ROOT, argv, env) : [];

  if (configProblems.length) err(`Tenant config (${configProblems.length} problem(s)):\n${configProblems.join('\n')}`);
  if (errors.length) err(`Redirect tables (${errors.length} error(s)):\n${formatCheckProblems(errors)}`);
  if (warnings.length) err(`Redirect tables (${warnings.length} warning(s)):\n${formatCheckProblems(warnings)}`);
  if (contentProblems.length)
    err(`Content (${contentProblems.length} problem(s)):\n${formatContentProblems(contentProblems)}`);
  if (messageProblems.length)
    err(`Interface messages (${messageProblems.length} problem(s)):\n${formatMessageProblems(messageProblems)}`);
  if (docsProblems.length) err(`Docs and history (${docsProblems.length} problem(s)):\n${docsProblems.join('\n')}`);
  if (termProblemLines.length)
    err(`Terms (${termProblemLines.length} file(s) with problems):\n${termProblemLines.join('\n')}`);
  if (production.length) err(`Production (${production.length} problem(s)):\n${production.join('\n')}`);
  if (
    configProblems.length ||
    errors.length ||
    contentProblems.length ||
    messageProblems.length ||
    docsProblems.length ||
    termProblemLines.length ||
    production.length
  )
    return done(1);
  const rules = new Set(Object.values(data.redirects).flat()).size;
  const menus = Object.keys(data.menus).length;
  const files = Object.entries(content)
    .filter(([k]) => !k.startsWith('data:')) // the JSON data files, counted apart from the Markdown
    .reduce((n, [k, v]) => n + (k === 'catalogues' ? 1 : Object.keys(v).length), 0);
  out(
    `check: ${Object.keys(data.tenants).length} tenants, ${rules} redirect rules, ${menus} menus and ${files} content files are valid; ${missingTranslations} page translation(s) missing, ${stale.length} stale${argv.includes('--production') ? '; ready for production' : ''}.`,
  );
  return done(0);
}
