import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from './check-run.ts';
import { ROOT } from './site-sources.ts';

/** A copy of messages/ changed by `change`. */
function messagesWith(change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  cpSync(join(ROOT, 'messages'), dir, { recursive: true });
  change(dir);
  return dir;
}

/**
 * The check over a copy of messages/ changed by `change`, in this process (scripts/check-run.ts,
 * what `npm run check` runs): one module load for all the cases, not a Node and tsx start each.
 */
const checkWith = (change: (dir: string) => void) =>
  runCheck([], { ...process.env, MESSAGES_DIR: messagesWith(change) });

const edit = (dir: string, locale: string, fn: (m: Record<string, string>) => void) => {
  const file = join(dir, `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  fn(messages);
  writeFileSync(file, JSON.stringify(messages, null, 2));
};

describe('npm run check: interface messages', () => {
  it('passes the committed catalogues, as the command reads them from MESSAGES_DIR', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], {
      cwd: ROOT,
      env: { ...process.env, MESSAGES_DIR: messagesWith(() => {}) },
      encoding: 'utf8',
    });
    expect(run.stderr).not.toContain('Interface messages');
    expect(run.status).toBe(0);
  });

  it('fails the command with exit 1 on a broken catalogue in MESSAGES_DIR', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], {
      cwd: ROOT,
      env: { ...process.env, MESSAGES_DIR: messagesWith((dir) => edit(dir, 'de', (m) => delete m['header.signIn'])) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('messages/de.json:1: "header.signIn" is missing');
  });

  it('fails on a missing message, naming the file, the key and the fix', async () => {
    const run = await checkWith((dir) => edit(dir, 'de', (m) => delete m['header.signIn']));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `messages/de.json:1: "header.signIn" is missing; translate messages/en.json's "Sign in" and add it`,
    );
  });

  it('fails on a translation whose arguments differ from English, with its line', async () => {
    const run = await checkWith((dir) => edit(dir, 'fr', (m) => (m['header.homeLink'] = 'Accueil {tennant}')));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /messages\/fr\.json:\d+: "header\.homeLink" uses \{tennant\} but English uses \{tenant\}/,
    );
  });

  it('fails on a message that is not ICU MessageFormat', async () => {
    const run = await checkWith((dir) =>
      edit(dir, 'nl', (m) => (m['notFound.matching'] = '{count, plural, one {# pagina}')),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"notFound.matching" is not valid ICU MessageFormat');
  });

  it('fails on a number printed before a fixed word, in English and in a translation, with the fix', async () => {
    const run = await checkWith((dir) => {
      edit(dir, 'en', (m) => (m['journey.facts.stages'] = '{count} stages'));
      edit(dir, 'de', (m) => (m['journey.facts.stages'] = '{count} Etappen'));
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /messages\/en\.json:\d+: "journey\.facts\.stages" prints \{count\} before "stages", which cannot agree with every number; put the count inside the message \(\{count, plural, one \{# …\} other \{# …\}\}\)/,
    );
    expect(run.stderr).toMatch(/messages\/de\.json:\d+: "journey\.facts\.stages" prints \{count\} before "Etappen"/);
  });

  it('fails on a figure 1 or 2 written before an Arabic noun ("2 يومان")', async () => {
    const run = await checkWith((dir) =>
      edit(dir, 'ar', (m) => (m['journey.facts.stages'] = '{count, plural, two {2 مرحلتان} other {# مرحلة}}')),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/messages\/ar\.json:\d+: "journey\.facts\.stages" writes 1 or 2 before a noun/);
  });

  it('lets a count inside its plural, a unit and a joining word pass ("{km} km", "{day} of {days}")', async () => {
    const run = await checkWith((dir) =>
      edit(dir, 'en', (m) => (m['journey.facts.stages'] = '{count, plural, one {# stage} other {# stages}}')),
    );
    expect(run.status).toBe(0);
    expect(run.stderr).not.toContain('journey.facts.stages');
  });

  it('reports per tenant and locale the pages, messages and menu targets still in English, with totals', async () => {
    const row = (stderr: string) =>
      stderr
        .match(/^default +de +(\d+) +(\d+) +(\d+) of (\d+)$/m)!
        .slice(1)
        .map(Number);
    const before = await checkWith(() => {});
    expect(before.stderr).toContain('Still in English per tenant and locale (warning):');
    expect(before.stderr).toMatch(/^total +\d+ +\d+ +\d+ of \d+$/m);
    const [pages, messages, targets, links] = row(before.stderr);
    // Some German pages are translated (contact, pricing), some menu targets lead to them.
    expect(pages).toBeGreaterThan(0);
    expect(targets).toBeLessThan(links!);
    // A German message written back as English counts as one more.
    const after = await checkWith((dir) => edit(dir, 'de', (m) => (m['header.signIn'] = 'Sign in')));
    expect(row(after.stderr)).toEqual([pages, messages! + 1, targets, links]);
  });
});
