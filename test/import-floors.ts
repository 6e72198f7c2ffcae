/**
 * The runtime code's floors, bottom first (docs/overview.md, "Folder map"): a file imports its own
 * floor and those below. A folder ends in `/`; a name without one is a single file. The generated
 * data is the ground every floor may stand on.
 */
export const FLOORS: readonly (readonly string[])[] = [
  ['/worker/generated/'],
  ['/common/'],
  ['/worker/routes/'],
  ['/client/'],
  ['/worker/config-error.ts', '/worker/env-schema.ts', '/worker/env.ts'],
  ['/worker/tenants/'],
  ['/worker/pipeline-variables.ts'],
  ['/worker/http/', '/worker/analytics/'],
  ['/worker/content/'],
  ['/worker/live-data/', '/worker/pricing/', '/worker/converter/'],
  ['/worker/trust/'],
  ['/worker/routing/'],
  ['/worker/i18n/', '/worker/page-context.ts'],
  ['/worker/ui/'],
  ['/worker/home/'],
  ['/worker/structured-data/'],
  ['/worker/pages/'],
  ['/worker/render/'],
  ['/worker/forms/'],
  [
    '/worker/request-decision.ts',
    '/worker/decision-memo.ts',
    '/worker/respond.ts',
    '/worker/app.ts',
    '/worker/early-answer.ts',
    '/worker/index.ts',
  ],
];

/** The floor a file stands on (-1: on none, which the test reports). */
export const floorOf = (file: string): number =>
  FLOORS.findIndex((floor) => floor.some((room) => (room.endsWith('/') ? file.startsWith(room) : file === room)));

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^'"]*?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** `/a/b/c.ts` + `../d.ts` → `/a/d.ts` */
export function resolvePath(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Each file's imports of this repository's files, types included; comments (whose examples show imports) left out. */
export function importsOf(sources: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    graph.set(
      file,
      [...code.matchAll(SPECIFIER)].map((match) => resolvePath(file, (match[1] ?? match[2])!)),
    );
  }
  return graph;
}

/** Every import from a lower floor to a higher one, as `file → target`. */
export function upwardImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => floorOf(target) > floorOf(file)).map((target) => `${file} → ${target}`),
  );
}

/** Files importing each other in a circle (Tarjan's strongly connected components of more than one file). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle = stack.splice(stack.indexOf(file));
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
