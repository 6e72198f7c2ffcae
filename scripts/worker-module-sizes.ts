// Sizes of the worker as modules (compiler/steps/build-worker-modules.ts): what a cold isolate compiles
// before its first answer (the entry and its static imports), what the heaviest page adds, and the
// total. `scripts/bundle-size.test.ts` holds the budgets; `npm run bench` prints the same figures.
import { build, type Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { workerModulesOptions } from './worker-modules-options.ts';

/**
 * The worker's size budgets, gzip -9 in KiB: what a redirect compiles (the entry and its static
 * imports), what the heaviest page's first request compiles, and all modules together. One set of
 * figures for scripts/bundle-size.test.ts and `npm run bench` (perf/bench.sh reads `total` from this
 * script's output), so a decision that moves a ceiling moves both (the history of each figure is
 * in scripts/bundle-size.test.ts and docs/decisions/).
 */
export const WORKER_BUDGET_KIB = { entryClosure: 72.5, heaviestPage: 160, total: 228 } as const;

export interface WorkerModuleSizes {
  /** Output path (relative, as the metafile names it) → its code. */
  code: Map<string, string>;
  metafile: Metafile;
  entry: string;
  /** gzip -9 of the entry and its static imports, concatenated: every cold isolate compiles these. */
  entryClosureGzip: number;
  /** gzip -9 of the entry module alone. */
  entryGzip: number;
  /** The page (dynamic import) whose first request compiles the most, and that closure's gzip -9 (entry's included). */
  heaviestPage: { module: string; gzip: number };
  /** gzip -9 of every module concatenated, the entry first (how the peers' benchmark counts a split bundle). */
  totalGzip: number;
  files: number;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** An output module and every module it imports statically (what its first use compiles). */
export function staticClosure(metafile: Metafile, from: string, into = new Set<string>()): Set<string> {
  if (into.has(from)) return into;
  into.add(from);
  for (const imported of metafile.outputs[from]!.imports)
    if (imported.kind === 'import-statement' && metafile.outputs[imported.path])
      staticClosure(metafile, imported.path, into);
  return into;
}

export async function measureWorkerModules(outdir: string): Promise<WorkerModuleSizes> {
  const result = await build({ ...workerModulesOptions(outdir), write: false });
  const metafile = result.metafile!;
  const code = new Map<string, string>();
  for (const file of result.outputFiles!) {
    const key = Object.keys(metafile.outputs).find((out) =>
      file.path.endsWith(out.replace(/^(\.\.\/)+/, '/').replace(/^\/?/, '/')),
    );
    if (key?.endsWith('.js')) code.set(key, file.text);
  }
  const entry = [...code.keys()].find((out) => metafile.outputs[out]!.entryPoint === 'worker/index.ts')!;
  const closureGzip = (files: Set<string>) => gzip([...files].map((f) => code.get(f)).join(''));
  const entryClosure = staticClosure(metafile, entry);
  // A page's first request compiles the entry, the renderer and the page module, with their imports.
  const outputOf = (source: string) => [...code.keys()].find((out) => metafile.outputs[out]!.entryPoint === source);
  const renderer = outputOf('worker/render/render-page.tsx');
  if (!renderer)
    throw new Error('no module for worker/render/render-page.tsx: is the renderer still imported on demand?');
  const withRenderer = staticClosure(metafile, renderer, new Set(entryClosure));
  let heaviestPage = { module: '', gzip: 0 };
  for (const out of code.keys()) {
    if (!metafile.outputs[out]!.entryPoint?.endsWith('.page.tsx')) continue;
    const size = closureGzip(staticClosure(metafile, out, new Set(withRenderer)));
    if (size > heaviestPage.gzip) heaviestPage = { module: metafile.outputs[out]!.entryPoint!, gzip: size };
  }
  // In an order that does not follow the content hashes in the file names: sorted by hashed name,
  // any change anywhere reshuffled the concatenation and moved gzip's total by up to 1.4 KiB with
  // no byte more of code (measured for the pseudo-locales: +0.15 KiB of modules, +1.4 KiB total).
  const unhashed = (f: string) => f.replace(/-[A-Z0-9]{8}\.js$/, '');
  const all = [
    entry,
    ...[...code.keys()]
      .filter((f) => f !== entry)
      .sort((a, b) => unhashed(a).localeCompare(unhashed(b)) || code.get(a)!.length - code.get(b)!.length),
  ];
  return {
    code,
    metafile,
    entry,
    entryClosureGzip: closureGzip(entryClosure),
    entryGzip: gzip(code.get(entry)!),
    heaviestPage,
    totalGzip: gzip(all.map((f) => code.get(f)).join('')),
    files: code.size,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The line `npm run bench` prints and reads: the figures, then the total's budget. */
export const sizesLine = (m: WorkerModuleSizes): string =>
  `worker: ${m.files} modules; entry ${kib(m.entryGzip)} gzip -9, with its static imports ${kib(m.entryClosureGzip)} ` +
  `(a redirect compiles these); heaviest page ${kib(m.heaviestPage.gzip)} (${m.heaviestPage.module}, with the entry and ` +
  `the renderer); total gzip -9 ${m.totalGzip} B (${kib(m.totalGzip)}, all modules concatenated, the entry first); ` +
  `total budget ${WORKER_BUDGET_KIB.total} KiB`;

/** `node --import tsx scripts/worker-module-sizes.ts`: the figures `npm run bench` prints. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const outdir = mkdtempSync(join(tmpdir(), 'worker-modules-'));
  try {
    console.log(sizesLine(await measureWorkerModules(outdir)));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
