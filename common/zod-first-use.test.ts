/// <reference types="vite/client" />
import { expect, it } from 'vitest';

/**
 * Every module the worker or an island runs builds its zod schemas on first use, never when it
 * loads (common/zod-mini.ts): a schema at module scope is `/* @__PURE__ *\/ z.lazy(() => …)`, or a
 * function that builds one. Built eagerly, the entry's schemas cost a cold isolate about 6 ms of CPU
 * before its first answer (docs/caching-performance.md, "Worker size and cold start").
 */
const SOURCES = import.meta.glob(
  ['/worker/**/*.{ts,tsx}', '/client/**/*.{ts,tsx}', '/common/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

/** Module-scope statements that build a schema: `const X = z.…` (not `z.lazy`), or an object of them. */
function eagerSchemas(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:export )?const (\w+)(?:: [^=\n]+)? = ([^\n]*)$/gm)) {
    const [, name, start] = match;
    if (/^z\.(?!lazy\()/.test(start!) || /^\/\* @__PURE__ \*\/ z\.(?!lazy\()/.test(start!)) found.push(name!);
    else if (start === '{') {
      // An object literal at module scope whose members call zod (`const common = { name: z.string() }`).
      const body = source.slice(match.index! + match[0].length, source.indexOf('\n}', match.index!));
      if (/:\s*z\.(?!lazy\()\w+\(/.test(body)) found.push(name!);
    }
  }
  return found;
}

const RUNTIME_ZOD = Object.entries(SOURCES).filter(([, source]) =>
  /from '(?:\.\.\/)+(?:common\/)?zod-mini\.ts'|from '\.\/zod-mini\.ts'/.test(source),
);

it('finds the modules that run zod', () => {
  expect(RUNTIME_ZOD.map(([file]) => file)).toEqual(
    expect.arrayContaining(['/worker/content/menus/menu-schema.ts', '/common/forms/form-schema.ts']),
  );
});

it('no module the worker or an island runs builds a zod schema when it loads', () => {
  const eager = RUNTIME_ZOD.flatMap(([file, source]) => eagerSchemas(source).map((name) => `${file}: ${name}`));
  expect(eager).toEqual([]);
});

it('the rule catches what it is for', () => {
  expect(eagerSchemas('export const A = z.strictObject({\n  a: z.string(),\n});\n')).toEqual(['A']);
  expect(eagerSchemas('const common = {\n  name: z.string(),\n};\n')).toEqual(['common']);
  expect(eagerSchemas('export const A = /* @__PURE__ */ z.lazy(() =>\n  z.string(),\n);\n')).toEqual([]);
  expect(eagerSchemas('const text = (max: number) => z.string();\n')).toEqual([]);
});
