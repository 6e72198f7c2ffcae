import { describe, expect, it } from 'vitest';
import { docsRuleProblems, MAX_DOC_LINES, trackedTextFiles } from './docs-rules.ts';
import { ROOT } from './site-sources.ts';

// Built from pieces, so that this file itself passes the rules it tests.
const SESSION = ['sess', 'ion 12'].join('');
const ISSUE = ['Iss', 'ue 31'].join('');

describe('docs and history rules (npm run check)', () => {
  it('hold for the repository: every doc page within its length, no ticket heading, no session named', () => {
    const files = trackedTextFiles(ROOT);
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'worker/app.ts']));
    expect(docsRuleProblems(files)).toEqual([]);
  });

  it(`refuses a doc page over ${MAX_DOC_LINES} lines, naming it and the fix`, () => {
    const text = 'line\n'.repeat(MAX_DOC_LINES + 1);
    expect(docsRuleProblems([{ path: 'docs/pages.md', text }])).toEqual([
      expect.stringMatching(/^docs\/pages\.md: 801 lines, over 800; split it by subject/),
    ]);
    expect(docsRuleProblems([{ path: 'docs/pages.md', text: 'line\n'.repeat(MAX_DOC_LINES) }])).toEqual([]);
    // Only reference pages have the limit: a long test fixture or changelog elsewhere does not.
    expect(docsRuleProblems([{ path: 'content/pages/terms.md', text }])).toEqual([]);
  });

  it('refuses a heading named after a ticket, and a ticket number anywhere else', () => {
    expect(
      docsRuleProblems([{ path: 'docs/overview.md', text: `# Overview\n\n### ${ISSUE}: the worker as modules\n` }]),
    ).toEqual(['docs/overview.md:3: a heading named after a ticket; name the subject the section describes']);
    expect(
      docsRuleProblems([{ path: 'worker/app.ts', text: `// Two middlewares (${ISSUE.toLowerCase()}).\nexport {};\n` }]),
    ).toEqual(['worker/app.ts:1: names a ticket number; write the reason it stands for instead']);
    expect(docsRuleProblems([{ path: 'a.ts', text: `// see ${['iss', 'ue #4'].join('')}\n` }])).toHaveLength(1);
    // Words that merely contain the letters pass: a tissue, issues without a number, a re-issued cookie.
    expect(
      docsRuleProblems([{ path: 'a.ts', text: '// the cookie is re-issued 60 days; issues are listed\n' }]),
    ).toEqual([]);
  });

  it('refuses a work session named in any file, with its line', () => {
    expect(docsRuleProblems([{ path: 'perf/bench.sh', text: `a\n# measured in ${SESSION}\n` }])).toEqual([
      'perf/bench.sh:2: names a work session; say what was done or measured, and when if it matters',
    ]);
    expect(
      docsRuleProblems([
        { path: 'a.ts', text: '// sessionStorage keeps the flag; session cookies end with the tab\n' },
      ]),
    ).toEqual([]);
  });
});
