// Build step: reads the `route` declaration of every page module (worker/pages/**/*.page.tsx) as
// a literal, validates it, and writes the route table the worker matches on
// (worker/generated/page-routes.ts) and the lazy loaders of the modules
// (worker/generated/page-modules.ts). Reading the source instead of importing it keeps the build
// free of the pages' own imports (content, React), which are generated later or heavy.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as z from 'zod';
import { BRANDS, COLLECTION_NAMES, type RouteDeclaration } from '../worker/routes/page-route.ts';

/** The file name ending that makes a module a page (one per page, under worker/pages/). */
export const PAGE_MODULE_SUFFIX = '.page.tsx';

const Meta = z.strictObject({
  image: z.string().optional(),
  illustration: z.string().startsWith('/illustrations/').optional(),
  contentLayout: z.enum(['narrow', 'wide']).optional(),
  noLayout: z.boolean().optional(),
  layoutClass: z.string().optional(),
  toolbarClass: z.string().optional(),
  showChat: z.boolean().optional(),
  snackbar: z.boolean().optional(),
  snackbarDemo: z.boolean().optional(),
});

const Declaration = z
  .strictObject({
    name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case, like "pricing-2024"'),
    paths: z.array(z.string().regex(/^\/[^?#\s]*$/, 'a path pattern starting with "/"')).min(1),
    brands: z.array(z.enum(BRANDS)).min(1),
    content: z.enum(['copy', 'collection', 'package', 'cms', 'landing', 'data']),
    collection: z.enum(COLLECTION_NAMES).optional(),
    flag: z.enum(['showFeatures']).optional(),
    englishOnly: z.literal(true).optional(),
    meta: Meta.optional(),
    cachedParams: z.array(z.string().min(1)).optional(),
    cachedParamValues: z.record(z.string(), z.array(z.string().min(1)).min(1)).optional(),
  })
  .refine((d) => Object.keys(d.cachedParamValues ?? {}).every((k) => d.cachedParams?.includes(k)), {
    message: 'a parameter with `cachedParamValues` is one of the `cachedParams`',
    path: ['cachedParamValues'],
  })
  .refine((d) => (d.content === 'collection') === (d.collection !== undefined), {
    message: 'a `collection` route names its collection, and only a collection route does',
    path: ['collection'],
  }) satisfies z.ZodType<RouteDeclaration>;

/** A page module's declaration and where it came from. */
export interface DeclaredPage {
  /** Path from the repository root, e.g. `worker/pages/pricing.page.tsx`. */
  file: string;
  route: RouteDeclaration;
}

/** A problem with a page module's declaration: the file, the rule and the fix. */
export class PageDeclarationError extends Error {}

function pageModuleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageModuleFiles(path);
    return entry.name.endsWith(PAGE_MODULE_SUFFIX) ? [path] : [];
  });
}

/** The value of a literal expression (objects, arrays, strings, numbers, booleans), or throws naming the line. */
function literalValue(node: ts.Expression, source: ts.SourceFile): unknown {
  const fail = (): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new PageDeclarationError(
      `${source.fileName}:${line + 1}: \`route\` must be a literal (write the value itself, not "${node.getText(source)}"): the build reads it without running the module`,
    );
  };
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    return literalValue(node.expression, source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literalValue(e, source));
  if (!ts.isObjectLiteralExpression(node)) return fail();
  const value: Record<string, unknown> = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      return fail();
    value[property.name.text] = literalValue(property.initializer, source);
  }
  return value;
}

/** The `export const route = ...` of a page module's source, as written. */
export function readRouteDeclaration(file: string, text: string): unknown {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === 'route' && declaration.initializer)
        return literalValue(declaration.initializer, source);
  }
  throw new PageDeclarationError(
    `${file}: a page module exports its route: \`export const route = { name, paths, brands, content } as const satisfies RouteDeclaration\``,
  );
}

/** Every page module under `pagesDir`, its declaration read and validated; throws with every problem at once. */
export function declaredPages(root: string, pagesDir = join(root, 'worker/pages')): DeclaredPage[] {
  const problems: string[] = [];
  const pages: DeclaredPage[] = [];
  for (const path of pageModuleFiles(pagesDir).sort()) {
    const file = relative(root, path);
    try {
      const parsed = Declaration.safeParse(readRouteDeclaration(file, readFileSync(path, 'utf8')));
      if (parsed.success) pages.push({ file, route: parsed.data });
      else
        for (const issue of parsed.error.issues)
          problems.push(`${file}: ${['route', ...issue.path].join('.')}: ${issue.message}`);
    } catch (error) {
      if (!(error instanceof PageDeclarationError)) throw error;
      problems.push(error.message);
    }
  }
  const seen = new Map<string, string>();
  for (const { file, route } of pages) {
    const other = seen.get(route.name);
    if (other) problems.push(`${file}: route.name "${route.name}" is already the name of ${other}; names are unique`);
    seen.set(route.name, file);
  }
  const patterns = new Map<string, string>();
  for (const { file, route } of pages)
    for (const pattern of route.paths) {
      for (const brand of route.brands) {
        const other = patterns.get(`${brand} ${pattern}`);
        if (other) problems.push(`${file}: path ${pattern} is already a ${brand} page of ${other}; drop one`);
        patterns.set(`${brand} ${pattern}`, file);
      }
    }
  if (problems.length) throw new PageDeclarationError(`Page modules are invalid:\n${problems.join('\n')}`);
  return pages;
}

/** worker/generated/page-routes.ts: the declarations as data (no imports), typed `as const` for `RouteName`. */
export function pageRoutesModule(pages: DeclaredPage[]): string {
  const entries = pages.map(({ route }) => `  ${JSON.stringify(route)},`).join('\n');
  return (
    `// Generated by compiler/steps/build-page-routes.ts from worker/pages/**/*${PAGE_MODULE_SUFFIX}. Do not edit.\n` +
    `export const PAGE_DECLARATIONS = [\n${entries}\n] as const;\n`
  );
}

/** worker/generated/page-modules.ts: one lazy loader per page, checked against `PageModule` by the compiler. */
export function pageModulesModule(pages: DeclaredPage[]): string {
  const loaders = pages
    .map(({ file, route }) => `  '${route.name}': () => import('../${relative('worker', file)}'),`)
    .join('\n');
  return (
    `// Generated by compiler/steps/build-page-routes.ts. Do not edit.\n` +
    `import type { PageModule } from '../pages/page-module.ts';\n\n` +
    `/** Each page's module, evaluated on first use (esbuild defers a lazily imported module's top-level code). */\n` +
    `export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {\n${loaders}\n};\n`
  );
}
