import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUGGY, MENDED, PINNED, POOL_FILE, POOL_PACKAGE, mendVitestPool } from './mend-vitest-pool.ts';

/** A root holding the pool's package.json and its file as npm installs it, unmended. */
function installedRoot(version = PINNED): string {
  const root = mkdtempSync(join(tmpdir(), 'mend-'));
  mkdirSync(dirname(join(root, POOL_FILE)), { recursive: true });
  writeFileSync(join(root, POOL_FILE), readFileSync(POOL_FILE, 'utf8').replace(MENDED, BUGGY));
  cpSync(POOL_PACKAGE, join(root, POOL_PACKAGE));
  if (version !== PINNED) writeFileSync(join(root, POOL_PACKAGE), JSON.stringify({ version }));
  return root;
}

describe('the vitest pool mend (workers-sdk#15092)', () => {
  it('is in the installed pool: npm install ran it (package.json "postinstall")', () => {
    const text = readFileSync(POOL_FILE, 'utf8');
    expect(text).toContain(MENDED);
    expect(text).not.toContain(BUGGY);
  });

  it('mends the file npm installs once, and leaves it alone after', () => {
    const root = installedRoot();
    expect(readFileSync(join(root, POOL_FILE), 'utf8')).toContain(BUGGY);
    expect(mendVitestPool(root)).toBe('mended');
    const mended = readFileSync(join(root, POOL_FILE), 'utf8');
    expect(mended.split(MENDED)).toHaveLength(2);
    expect(mendVitestPool(root)).toBe('already mended');
    expect(readFileSync(join(root, POOL_FILE), 'utf8')).toBe(mended);
  });

  it('refuses a version it does not know, naming the file and what to do', () => {
    expect(() => mendVitestPool(installedRoot('0.16.0'))).toThrow(
      /test-internal\.mjs: @cloudflare\/vitest-pool-workers 0\.16\.0 is not the 0\.15\.1 .*remove the mend/,
    );
  });
});
