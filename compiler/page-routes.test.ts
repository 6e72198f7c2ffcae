import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/site-sources.ts';
import { declaredPages, pageModulesModule, pageRoutesModule, readRouteDeclaration } from './page-routes.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A checkout with only these page modules under worker/pages/. */
function pagesIn(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'page-routes-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, 'worker/pages', file, '..'), { recursive: true });
    writeFileSync(join(root, 'worker/pages', file), text);
  }
  return root;
}

const module = (route: string) =>
  `import type { RouteDeclaration } from './page-module.ts';\nexport const route = ${route} as const satisfies RouteDeclaration;\nexport default function P() { return null; }\n`;

describe('page module declarations', () => {
  it('reads every page module of the repository, with unique names', () => {
    const pages = declaredPages(ROOT);
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.find((p) => p.route.name === 'pricing')).toMatchObject({
      file: 'worker/pages/pricing.page.tsx',
      route: { paths: ['/pricing'], cachedParams: ['currency', 'mode', 'billing'] },
    });
  });

  it('reads the route as written: nested objects, arrays, strings, booleans', () => {
    const text = module(`{ name: 'a', paths: ['/a'], brands: ['default'], content: 'copy', meta: { showChat: true } }`);
    expect(readRouteDeclaration('a.page.tsx', text)).toEqual({
      name: 'a',
      paths: ['/a'],
      brands: ['default'],
      content: 'copy',
      meta: { showChat: true },
    });
  });

  it.each([
    [
      'a value that is not a literal',
      `{ name: NAME, paths: ['/a'], brands: ['default'], content: 'copy' }`,
      /x\.page\.tsx:2: `route` must be a literal .*NAME/,
    ],
    [
      'an unknown brand',
      `{ name: 'a', paths: ['/a'], brands: ['acme'], content: 'copy' }`,
      /x\.page\.tsx: route\.brands\.0: /,
    ],
    [
      'a collection route without its collection',
      `{ name: 'a', paths: ['/a/:id'], brands: ['default'], content: 'collection' }`,
      /route\.collection: a `collection` route names its collection/,
    ],
    [
      'an unknown field',
      `{ name: 'a', paths: ['/a'], brands: ['default'], content: 'copy', cached: ['x'] }`,
      /route: Unrecognized key/,
    ],
    [
      'a path without its slash',
      `{ name: 'a', paths: ['a'], brands: ['default'], content: 'copy' }`,
      /route\.paths\.0: a path pattern starting with "\/"/,
    ],
  ])('refuses %s, naming the file and the rule', (_label, route, message) => {
    expect(() => declaredPages(pagesIn({ 'x.page.tsx': module(route) }))).toThrow(message);
  });

  it('refuses a module without a route, two modules of one name, and two of one path', () => {
    expect(() => declaredPages(pagesIn({ 'x.page.tsx': 'export default 1;' }))).toThrow(
      /x\.page\.tsx: a page module exports its route/,
    );
    const a = module(`{ name: 'a', paths: ['/a'], brands: ['default'], content: 'copy' }`);
    expect(() => declaredPages(pagesIn({ 'x.page.tsx': a, 'y/x.page.tsx': a }))).toThrow(
      /worker\/pages\/y\/x\.page\.tsx: route\.name "a" is already the name of worker\/pages\/x\.page\.tsx[\s\S]*path \/a is already a default page/,
    );
  });

  it('writes the route table as data and one lazy loader per page', () => {
    const pages = declaredPages(
      pagesIn({
        'solutions/b.page.tsx': module(`{ name: 'b', paths: ['/b', '/c'], brands: ['cofi'], content: 'cms' }`),
      }),
    );
    expect(pageRoutesModule(pages)).toContain(`{"name":"b","paths":["/b","/c"],"brands":["cofi"],"content":"cms"},`);
    expect(pageRoutesModule(pages)).not.toContain('import');
    expect(pageModulesModule(pages)).toContain(`'b': () => import('../pages/solutions/b.page.tsx'),`);
  });
});
