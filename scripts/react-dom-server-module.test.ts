import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRendererAsModule } from './react-dom-server-module.ts';
import { ROOT } from './site-sources.ts';

const reactFile = () =>
  readFileSync(join(ROOT, 'node_modules/react-dom/cjs/react-dom-server.edge.production.js'), 'utf8');

describe("React's server renderer as a module", () => {
  it('exports what the CommonJS file assigned, and nothing refers to exports or module any more', () => {
    const module = serverRendererAsModule(reactFile());
    expect(module).toContain('export const renderToReadableStream = function');
    expect(module).toContain('export const version = ');
    expect(module).not.toMatch(/\b(?:exports|module)\b[.[]/);
  });

  it('refuses a file of another shape, saying where to look', () => {
    const changed = reactFile().replace('exports.resume = ', 'exports.resumeToStream = ');
    expect(() => serverRendererAsModule(changed)).toThrow(
      /no longer has the shape scripts\/react-dom-server-module\.ts rewrites \(exports prerender, renderToReadableStream, resumeToStream, resumeAndPrerender, version\)/,
    );
    expect(() => serverRendererAsModule(`${reactFile()}\nmodule.exports.extra = 1;\n`)).toThrow(/and module\./);
  });
});
