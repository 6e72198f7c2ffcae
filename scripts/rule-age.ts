import { spawnSync } from 'node:child_process';

/**
 * When each line of a table file was last committed (Unix seconds), from
 * `git blame --line-porcelain`: the `committer-time` of the commit that last changed the line.
 * A line not committed yet counts as written now. Outside a git checkout the map is empty and
 * every rule's age is unknown (the report then treats it as older than the window).
 */
export function lineCommitTimes(root: string, file: string, now = Date.now()): Map<number, number> {
  const times = new Map<number, number>();
  const blame = spawnSync('git', ['blame', '--line-porcelain', '--', file], { cwd: root, encoding: 'utf8' });
  if (blame.status !== 0) return times;
  let finalLine = 0;
  let uncommitted = false;
  for (const line of blame.stdout.split('\n')) {
    const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(line);
    if (header) {
      finalLine = Number(header[2]);
      uncommitted = /^0+$/.test(header[1]!);
    } else if (line.startsWith('committer-time ')) {
      times.set(finalLine, uncommitted ? Math.floor(now / 1000) : Number(line.slice('committer-time '.length)));
    }
  }
  return times;
}
