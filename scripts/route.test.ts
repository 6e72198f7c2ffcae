import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './site-sources.ts';

/** Modification times of the files directly in a directory of the built tree. */
const mtimes = (dir: string) =>
  Object.fromEntries(readdirSync(join(ROOT, dir)).map((name) => [name, statSync(join(ROOT, dir, name)).mtimeMs]));

it('npm run route builds only the site data: the client bundle and unchanged generated files are left alone', () => {
  const before = {
    client: mtimes('dist/client'),
    assets: mtimes('dist/client/assets'),
    generated: mtimes('worker/generated'),
  };
  const run = spawnSync('npm', ['run', '-s', 'route', '--', 'https://www.teamtrek.example/slack'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('does:   redirect 301 → https://www.teamtrek.example/product/integrations/slack');
  expect({
    client: mtimes('dist/client'),
    assets: mtimes('dist/client/assets'),
    generated: mtimes('worker/generated'),
  }).toEqual(before);
  // No wall-clock bound (about 1.5 s idle, 25 s on a loaded machine): a full build coming back
  // rewrites dist/client, which the modification times above catch on any machine.
});
