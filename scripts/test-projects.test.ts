import { execFileSync } from 'node:child_process';
import { matchesGlob } from 'node:path';
import { expect, it } from 'vitest';
import { configDefaults } from 'vitest/config';

type Project = { test?: { name?: string; include?: string[]; exclude?: string[] } };

// Imported by URL: a static import would typecheck the config's workerd-side stub under the
// scripts' Node types.
const configUrl = new URL('../vitest.config.ts', import.meta.url).href;
const { default: config } = (await import(configUrl)) as { default: { test?: { projects?: Project[] } } };
const projects = config.test?.projects ?? [];
const matches = (file: string, globs: string[]) => globs.some((glob) => matchesGlob(file, glob));
const projectsOf = (file: string) =>
  projects
    .filter(({ test }) => matches(file, test?.include ?? []) && !matches(file, test?.exclude ?? configDefaults.exclude))
    .map(({ test }) => test?.name);

// A test file two projects pick up runs twice, once in the wrong runtime: test/cms-admin's
// Chromium tests, loaded in workerd by the workers project, crashed workerd (a segmentation fault
// and "Worker exited unexpectedly" at the end of a run whose tests had all passed, exit 1).
it('every test file in the repository runs in exactly one project', () => {
  const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { encoding: 'utf8' }).split('\n');
  const cmsOff = process.env.CMS_TESTS === 'off';
  const wrong = files
    .filter(Boolean)
    .map((file) => ({ file, projects: projectsOf(file) }))
    .filter(
      ({ file, projects }) => projects.length !== 1 && !(cmsOff && projects.length === 0 && /^test\/cms/.test(file)),
    );
  expect(wrong).toEqual([]);
});
