import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WCAG_BROWSER_CHECKS, wcagTitle } from './wcag-checks.ts';

// Runs in the scripts project (Node): it reads the test files, which the statement names as the proof.
const ROOT = join(import.meta.dirname, '../..');

describe('WCAG_BROWSER_CHECKS', () => {
  it.each(WCAG_BROWSER_CHECKS.map((c) => [c.criterion, c.file] as const))(
    '%s has a describe block in %s',
    (criterion, file) => {
      expect(readFileSync(join(ROOT, file), 'utf8')).toContain(`wcagTitle('${criterion}')`);
    },
  );

  it('names a describe block after the criterion', () => {
    expect(wcagTitle('2.4.11')).toBe('WCAG 2.4.11 Focus Not Obscured (Minimum)');
  });
});
