import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './site-sources.ts';

/** A stand-in for wrangler that records its arguments and lists the given secrets (or fails). */
function fakeWrangler(secretList: string | null) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-test-'));
  const log = join(dir, 'calls.log');
  const bin = join(dir, 'wrangler');
  writeFileSync(
    bin,
    `#!/bin/sh\necho "$@" >> '${log}'\n` +
      (secretList === null
        ? `echo 'Not logged in.' >&2; exit 1\n`
        : `if [ "$1" = secret ]; then echo '${secretList}'; fi\n`),
  );
  chmodSync(bin, 0o755);
  return { bin, calls: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []) };
}

const deploy = (bin: string, args: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_WRANGLER: bin, PREFLIGHT_SECRETS: undefined },
  });

describe('npm run deploy', () => {
  const hadConfig = existsSync(join(ROOT, 'wrangler.deploy.json'));

  it("asks wrangler for the deployment's secrets, runs preflight, and ships nothing while it finds problems", () => {
    const wrangler = fakeWrangler(
      JSON.stringify([
        { name: 'FORM_SIGNING_SECRET', type: 'secret_text' },
        { name: 'GA_API_SECRET_COFI', type: 'secret_text' },
      ]),
    );
    const run = deploy(wrangler.bin, ['--env', 'cofi']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /deployment "cofi" \(wrangler --env cofi\): D1 binding DB: database_id is the placeholder/,
    );
    expect(run.stderr).not.toMatch(/secret .* is not set/);
    expect(run.stderr).toContain('deploy --env cofi: preflight found the problems above; nothing was deployed.');
    expect(wrangler.calls()).toEqual(['secret list --format json --env cofi']);
    expect(existsSync(join(ROOT, 'wrangler.deploy.json'))).toBe(hadConfig);
  });

  it('refuses when the secrets cannot be listed', () => {
    const wrangler = fakeWrangler(null);
    const run = deploy(wrangler.bin);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'deploy: wrangler secret list failed (Not logged in.); log in with npx wrangler login, or pass --secrets-from <file>; nothing was deployed.',
    );
    expect(wrangler.calls()).toEqual(['secret list --format json']);
  });
});
