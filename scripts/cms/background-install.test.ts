import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundInstallDone } from './background-install.ts';

const dirs: string[] = [];
function stateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cms-install-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  vi.useRealTimers();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A process id that ran and has ended. */
function deadPid(): number {
  const child = spawnSync('sh', ['-c', 'echo $$']);
  return Number(String(child.stdout).trim());
}

describe('waiting for the background CMS install', () => {
  it('returns at once when no install was started', async () => {
    await expect(backgroundInstallDone(1000, stateDir())).resolves.toBeUndefined();
  });

  it('a started file whose process is gone without a status fails at once, saying so, instead of waiting', async () => {
    const dir = stateDir();
    writeFileSync(join(dir, 'started'), `${deadPid()}\n`);
    // A clock of the test's own that never moves: failing "at once" is failing before the first
    // one-second wait between checks, which would never end.
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const outcome = backgroundInstallDone(15 * 60_000, dir).then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toMatch(
      /no longer running and left no exit status.*npm run cms:install/s,
    );
    expect(vi.getTimerCount()).toBe(0);
    expect(existsSync(join(dir, 'started'))).toBe(false);
  });

  it('waits for a running install and resolves on its exit status 0', async () => {
    const dir = stateDir();
    const child = spawn('sh', ['-c', `sleep 1; echo 0 > "${join(dir, 'status')}"`], { stdio: 'ignore' });
    writeFileSync(join(dir, 'started'), `${child.pid}\n`);
    await expect(backgroundInstallDone(10_000, dir)).resolves.toBeUndefined();
  });

  it('a failed install throws with its exit status', async () => {
    const dir = stateDir();
    writeFileSync(join(dir, 'started'), `${deadPid()}\n`);
    writeFileSync(join(dir, 'status'), '1\n');
    await expect(backgroundInstallDone(1000, dir)).rejects.toThrow(/failed \(exit 1\)/);
  });
});
