import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from './check-run.ts';
import { ROOT } from './site-sources.ts';

/**
 * `npm run check` over copies of content/ and messages/ changed by `change`, in this process
 * (scripts/check-run.ts, what the command runs; check-messages.test.ts starts the command itself).
 */
function checkWith(change: (content: string, messages: string) => void) {
  const content = mkdtempSync(join(tmpdir(), 'content-'));
  const messages = mkdtempSync(join(tmpdir(), 'messages-'));
  cpSync(join(ROOT, 'content'), join(content, 'content'), { recursive: true });
  cpSync(join(ROOT, 'messages'), messages, { recursive: true });
  change(content, messages);
  return runCheck([], { ...process.env, CONTENT_ROOT: content, MESSAGES_DIR: messages });
}

const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length;

describe('npm run check: one term per concept in each translated language', () => {
  it('passes the committed copy: every translated file uses its termbase’s approved terms', async () => {
    const run = await checkWith(() => {});
    expect(run.stderr).not.toContain('Terms (');
    expect(run.status).toBe(0);
  });

  it('fails on a forbidden variant in a translated page, naming file, line, term and termbase', async () => {
    let line = 0;
    const run = await checkWith((content) => {
      const file = join(content, 'content/pages/contact.de.md');
      line = lineCount(file) + 1;
      appendFileSync(file, '\nSammeln Sie Abzeichen mit Ihrem Team.\n');
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `content/pages/contact.de.md:${line}: "Abzeichen" is not the term for badge; write "Badge" (messages/terms.de.json)`,
    );
  });

  it('fails on a forbidden variant in an interface message, and not on the English catalogue', async () => {
    const run = await checkWith((_, messages) => {
      for (const locale of ['es', 'en']) {
        const file = join(messages, `${locale}.json`);
        const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        catalogue['error.contact'] = 'Contáctanos';
        writeFileSync(file, JSON.stringify(catalogue, null, 2));
      }
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^messages\/es\.json:\d+: "Contáctanos" is not the term for form of address; write "usted"/m,
    );
    expect(run.stderr).not.toMatch(/^messages\/en\.json:\d+: "Contáctanos"/m);
  });

  it('fails on a termbase that breaks its schema, and on a missing one, with the fix', async () => {
    const run = await checkWith((_, messages) => {
      const file = join(messages, 'terms.fr.json');
      const termbase = JSON.parse(readFileSync(file, 'utf8')) as { style?: unknown };
      delete termbase.style;
      writeFileSync(file, JSON.stringify(termbase));
      writeFileSync(join(messages, 'terms.nl.json'), '');
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^messages\/terms\.fr\.json: style: /m);
    expect(run.stderr).toContain('messages/terms.nl.json: missing: every translated language has a termbase');
  });
});
