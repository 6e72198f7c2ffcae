import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { createElement, ReactNode, Suspense as SuspenseType, use as useType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { reactDomServerModule } from './react-dom-server-module.ts';
import { stringChunks } from './react-string-chunks.ts';
import { ROOT } from './site-sources.ts';

const REACT_FILE = join(ROOT, 'node_modules/react-dom/cjs/react-dom-server.edge.production.js');
type Render = (node: ReactNode) => Promise<ReadableStream<Uint8Array>>;

// React's production builds, whatever NODE_ENV the test runner set: the production renderer on
// React's development build would call hooks its dispatcher does not have.
const nodeRequire = createRequire(import.meta.url);
const PRODUCTION: Record<string, string> = {
  react: join(ROOT, 'node_modules/react/cjs/react.production.js'),
  'react-dom': join(ROOT, 'node_modules/react-dom/cjs/react-dom.production.js'),
};
const require = (id: string) => nodeRequire(PRODUCTION[id] ?? id);
const React = require('react') as {
  createElement: typeof createElement;
  Suspense: typeof SuspenseType;
  use: typeof useType;
};
const { createElement: h, Suspense, use } = React;

/** React's renderer as esbuild bundles it, with the worker's plugin or without, on the React above. */
async function renderer(plugins: Plugin[]): Promise<Render> {
  const result = await build({
    entryPoints: [REACT_FILE],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    external: ['react', 'react-dom'],
    plugins,
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} as { renderToReadableStream: Render } };
  new Function('require', 'module', 'exports', result.outputFiles[0]!.text)(require, module, module.exports);
  return module.exports.renderToReadableStream;
}

// React's own renderer, and the one the worker's build makes of it (the module plugin with its string chunks).
let original: Render;
let rewritten: Render;
beforeAll(async () => {
  [original, rewritten] = await Promise.all([renderer([]), renderer([reactDomServerModule()])]);
});

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}
const bytes = (chunks: Uint8Array[]) => Buffer.concat(chunks);

const arabic = 'تحدي المشي للفريق كله، خطوة بخطوة، ';
const page = (children: ReactNode) =>
  h('html', { lang: 'ar', dir: 'rtl' }, h('head', null, h('title', null, 'Team & <steps>')), h('body', null, children));
const rows = (count: number, text: string) =>
  Array.from({ length: count }, (_, i) =>
    h(
      'p',
      { key: i, className: `row r${i}`, style: { marginInlineStart: i, color: 'red' }, 'data-note': `"${text}" ${i}` },
      text,
      i,
      ' 🏃 ',
      h('a', { href: `/a?x=${i}&y="${i}"` }, 'link'),
    ),
  );

describe("React's renderer with string chunks", () => {
  it('writes the same bytes as React for text, attributes, styles and escapes in any script', async () => {
    const tree = page([...rows(400, arabic), h('p', { key: 'lone' }, 'lone \ud800 surrogate')]);
    const [before, after] = [await chunksOf(await original(tree)), await chunksOf(await rewritten(tree))];
    expect(bytes(before).length).toBeGreaterThan(100_000);
    expect(bytes(after).equals(bytes(before))).toBe(true);
    // Fewer, larger chunks than React's 4 KiB views: the finished segment's bytes and the text around them.
    expect(after.length).toBeLessThan(before.length);
  });

  it('sizes boundaries in UTF-8 bytes as React does: a finished boundary over its chunk size is still sent after the shell', async () => {
    // 7,000 Arabic letters: 14,000 bytes, over React's 12,800 (its progressive chunk size), under
    // it if counted in characters; and the same boundary short, inlined in the shell.
    for (const length of [7_000, 600]) {
      const text = 'ب'.repeat(length);
      const tree = page(h(Suspense, { fallback: h('p', null, 'loading') }, h('section', null, text)));
      const before = bytes(await chunksOf(await original(tree)));
      expect(bytes(await chunksOf(await rewritten(tree))).equals(before)).toBe(true);
      expect(before.includes('$RC')).toBe(length === 7_000);
    }
  });

  it('still streams: the shell with the fallback comes before a suspended boundary resolves', async () => {
    const make = () => {
      let resolve!: (value: string) => void;
      const promise = new Promise<string>((r) => (resolve = r));
      const Late = () => h('p', null, use(promise), arabic);
      return {
        resolve,
        tree: page([...rows(50, 'shell'), h(Suspense, { key: 'late', fallback: h('p', null, 'waiting') }, h(Late))]),
      };
    };
    const outputs = new Map<Render, Buffer>();
    for (const render of [original, rewritten]) {
      const { resolve, tree } = make();
      const reader = (await render(tree)).getReader();
      // The shell, read before the boundary's data exists: a renderer that held its output until
      // the page was complete would never get past this loop.
      const read: Uint8Array[] = [];
      while (!bytes(read).toString().includes('waiting')) read.push((await reader.read()).value!);
      expect(bytes(read).toString()).not.toContain('arrived');
      resolve('arrived ');
      for (let next = await reader.read(); !next.done; next = await reader.read()) read.push(next.value);
      outputs.set(render, bytes(read));
    }
    expect(outputs.get(rewritten)!.toString()).toContain('arrived');
    expect(outputs.get(rewritten)!.equals(outputs.get(original)!)).toBe(true);
  });

  it('refuses a React file whose stream code changed, naming what to update', () => {
    const source = readFileSync(REACT_FILE, 'utf8');
    expect(() =>
      stringChunks(source.replace('function completeWriting(destination) {', 'function completeWriting(d) {')),
    ).toThrow(
      /no longer has the stream code scripts\/react-string-chunks\.ts rewrites: expected 1× "function writeChunk\(destination, chunk\) \{", found 0/,
    );
    expect(() => stringChunks(`${source}\nfunction extra(chunk) { return chunk.byteLength; }\n`)).toThrow(
      /still handles bytes after scripts\/react-string-chunks\.ts \(\.byteLength\)/,
    );
  });
});
