// Translated content files must pass the same zod schemas as their English source: a
// German description may not outgrow the 200 characters of a meta description, nor a French team
// name the 16 characters of the home picture. `translatedFrom` is the one field the English lacks.
import type * as z from 'zod/mini';
import { parse as parseYaml } from 'yaml';
import { ConversionTableSchema } from '../common/converter/conversion-table-schema.ts';
import { PlanContentSchema } from '../common/pricing/plan-content-schema.ts';
import {
  CataloguesFile,
  CmsPageFrontMatter,
  JourneyFrontMatter,
  PageFrontMatter,
  TrialFrontMatter,
} from '../worker/content/content-schema.ts';
import { HomeContentSchema } from '../worker/content/home-content-schema.ts';
import { TrustCentreSchema } from '../worker/trust/trust-schema.ts';
import { englishSourceOf, withEnglishStructure, type ParityProblem } from './translation-parity.ts';

/** The schema of each translatable English file or folder, longest prefix first. */
const SCHEMAS: [prefix: string, schema: z.ZodMiniType][] = [
  ['content/home.json', HomeContentSchema],
  ['content/features/catalogues.json', CataloguesFile],
  ['content/pricing/plans.json', PlanContentSchema],
  ['content/trust/trust-centre.json', TrustCentreSchema],
  ['content/step-conversion.json', ConversionTableSchema],
  ['content/challenges/journeys/', JourneyFrontMatter],
  ['content/trials/', TrialFrontMatter],
  ['content/pages/', PageFrontMatter],
  ['content/cms/', CmsPageFrontMatter],
];

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** Schema problems of every translated file among `files` whose English source has a known schema. */
export function translationSchemaProblems(files: Record<string, string>): ParityProblem[] {
  const problems: ParityProblem[] = [];
  for (const [file, text] of Object.entries(files)) {
    const source = englishSourceOf(file);
    const schema = source && SCHEMAS.find(([prefix]) => source.startsWith(prefix))?.[1];
    if (!schema) continue;
    let data: Record<string, unknown>;
    let english: unknown;
    try {
      const raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(FRONT_MATTER.exec(text)?.[1] ?? '');
      data = { ...(raw as Record<string, unknown>) };
      const englishText = files[source!];
      english = englishText !== undefined && file.endsWith('.json') ? JSON.parse(englishText) : undefined;
    } catch {
      continue; // translationParityProblems reports a file that does not parse
    }
    delete data.translatedFrom;
    // The structure a translation leaves out (the plans' matrix) is the English file's.
    const parsed = schema.safeParse(english === undefined ? data : withEnglishStructure(source!, english, data));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        problems.push({ file, path: issue.path.join('.') || '(root)', message: issue.message });
  }
  return problems;
}
