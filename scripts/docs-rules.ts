// The house rules for docs and history, checked by `npm run check`: reference pages a newcomer can
// read (none over MAX_DOC_LINES), headings that name subjects rather than tickets, and no file that
// names a work session or a ticket number, which a reader cannot look up. The reason a line exists
// belongs in the line; the history is in git.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_DOC_LINES = 800;

export interface TrackedFile {
  path: string;
  text: string;
}

// Spelled in pieces so that this file does not name what it forbids.
const WORK_SESSION = new RegExp(String.raw`\bsess` + String.raw`ions?\s+\d+`, 'i');
const TICKET = new RegExp(String.raw`\biss` + String.raw`ues?\s+#?\d+|\biss` + String.raw`ue\s+#`, 'i');

/** Every problem, as `file:line: rule; fix`. */
export function docsRuleProblems(files: readonly TrackedFile[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of files) {
    const lines = text.split('\n');
    const count = lines.length - (lines.at(-1) === '' ? 1 : 0);
    if (/^docs\/.*\.md$/.test(path) && count > MAX_DOC_LINES)
      problems.push(
        `${path}: ${count} lines, over ${MAX_DOC_LINES}; split it by subject into another reference page and link it from docs/README.md`,
      );
    lines.forEach((line, i) => {
      const at = `${path}:${i + 1}`;
      if (path.endsWith('.md') && /^#{1,6}\s/.test(line) && TICKET.test(line))
        problems.push(`${at}: a heading named after a ticket; name the subject the section describes`);
      else if (TICKET.test(line)) problems.push(`${at}: names a ticket number; write the reason it stands for instead`);
      if (WORK_SESSION.test(line))
        problems.push(`${at}: names a work session; say what was done or measured, and when if it matters`);
    });
  }
  return problems;
}

const MAX_BYTES = 2_000_000;

/** The repository's text files git tracks or would track (not ignored), or none without git. */
export function trackedTextFiles(root: string): TrackedFile[] {
  let paths: string[];
  try {
    paths = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    return [];
  }
  const files: TrackedFile[] = [];
  for (const path of paths) {
    const full = join(root, path);
    let size: number;
    try {
      size = statSync(full).size;
    } catch {
      continue; // deleted in the work tree, not yet committed
    }
    if (size > MAX_BYTES) continue;
    const bytes = readFileSync(full);
    if (bytes.includes(0)) continue; // binary
    files.push({ path, text: bytes.toString('utf8') });
  }
  return files;
}
