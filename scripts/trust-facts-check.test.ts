import { describe, expect, it } from 'vitest';
import { buildDataFiles } from '../compiler/content/build-data-files.ts';
import { DATA_PROVIDERS } from '../worker/trust/trust-schema.ts';
import { readContentFiles } from './site-sources.ts';
import { TRUST_FILE } from './security-txt-expiry.ts';

// What `npm run check` runs on content/ (scripts/load-site.ts → buildDataFiles), on the
// repository's files with the trust centre's file changed.
const files = readContentFiles();
const trust = () => JSON.parse(files[TRUST_FILE]!) as Record<string, any>;
const problemsWith = (change: (t: Record<string, any>) => void) => {
  const t = trust();
  change(t);
  return buildDataFiles({ ...files, [TRUST_FILE]: JSON.stringify(t) }).problems;
};

describe('npm run check: the trust centre facts (content/trust/trust-centre.json)', () => {
  it("passes the repository's file, with every provider of the spec", () => {
    const { data, problems } = buildDataFiles(files);
    expect(problems).toEqual([]);
    expect(data!.trust.providers.map((p) => p.id).sort()).toEqual([...DATA_PROVIDERS].sort());
  });

  it('fails on a sub-processor without a region, naming the file and the field', () => {
    const problems = problemsWith((t) => delete t.subProcessors[0].region);
    // A sub-processor is named with its region, or is the form service named by the tenant's config.
    expect(problems).toContainEqual({
      file: TRUST_FILE,
      path: 'subProcessors.0',
      message:
        'a sub-processor is {name, purpose, region}, or {tenantField: "formService", purpose} for the form service',
    });
    expect(problemsWith((t) => (t.subProcessors[0].region = ' '))).toContainEqual(
      expect.objectContaining({ path: 'subProcessors.0.region', message: 'name the region' }),
    );
  });

  it("fails on a provider not in the spec's list, and on one of the spec's left out", () => {
    const added = problemsWith((t) => t.providers.push({ id: 'jawbone', name: 'Jawbone', reads: 'Steps' }));
    expect(added).toContainEqual(
      expect.objectContaining({
        file: TRUST_FILE,
        path: `providers.${DATA_PROVIDERS.length}.id`,
        message: expect.stringMatching(/^a data provider of the spec §3: garmin, strava, .*, result$/),
      }),
    );
    const dropped = problemsWith(
      (t) => (t.providers = t.providers.filter((p: { id: string }) => p.id !== 'google-fit')),
    );
    expect(dropped).toContainEqual(
      expect.objectContaining({
        path: 'providers',
        message: 'missing data provider "google-fit" (the spec lists it); add it',
      }),
    );
  });

  it("fails on a role, privacy level or data centre outside the spec's catalogues", () => {
    expect(problemsWith((t) => (t.roles[0].id = 'ADMIN'))).toContainEqual(
      expect.objectContaining({ path: 'roles.0.id', message: expect.stringContaining('FULL_ACCESS') }),
    );
    expect(problemsWith((t) => (t.privacyLevels[2].id = 'COMPANY'))).toContainEqual(
      expect.objectContaining({ path: 'privacyLevels.2.id' }),
    );
    expect(problemsWith((t) => (t.regions[1].id = 'de'))).toContainEqual(
      expect.objectContaining({ path: 'regions.1.id' }),
    );
  });
});
