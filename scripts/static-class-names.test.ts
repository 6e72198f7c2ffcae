import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { css, keyframes, namedTemplates } from '../common/styles.ts';
import { ROOT } from './site-sources.ts';
import { namesOfTemplates, templateKey, withStaticClassNames } from './static-class-names.ts';

/** What the runtime's `css` returns for a template of fixed text (common/styles.ts on the server). */
const runtimeName = (text: string) => css(Object.assign([text], { raw: [text] }) as TemplateStringsArray);

const STYLED_SOURCES = execFileSync('git', ['grep', '-l', "common/styles.ts'", '--', 'worker', 'client', 'common'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));

describe('fixed-text component rules become their class names in the worker modules', () => {
  it('every replaced template gets the very name the runtime gives it, in every styled source', () => {
    let replaced = 0;
    for (const file of STYLED_SOURCES) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      const templates = [...source.matchAll(/(?<![\w.$])(?:css|glob|keyframes)`((?:[^`\\$]|\\.|\$(?!\{))*)`/g)];
      const { code, replaced: count } = withStaticClassNames(source);
      replaced += count;
      for (const [, raw] of templates) {
        const text = new Function(`return \`${raw}\`;`)() as string;
        expect(code, `${file}: ${text.slice(0, 60)}`).toContain(JSON.stringify(runtimeName(text)));
      }
    }
    // Most rules are fixed text; a change that stops matching them would show here.
    expect(replaced).toBeGreaterThan(80);
  });

  it('leaves templates with values, other tags and files without the import as they are', () => {
    const source = [
      "import { css } from '../../common/styles.ts';",
      'const a = css`display:flex;`;',
      'const b = css`margin:${gap}px;`;',
      'const c = gooberCss`color:red;`;',
      'const d = obj.css`color:red;`;',
    ].join('\n');
    const { code, replaced } = withStaticClassNames(source);
    expect(replaced).toBe(1);
    expect(code).toContain(`const a = ${JSON.stringify(runtimeName('display:flex;'))};`);
    expect(code).toContain('css`margin:${gap}px;`');
    expect(code).toContain('gooberCss`color:red;`');
    expect(code).toContain('obj.css`color:red;`');
    expect(withStaticClassNames('const a = css`display:flex;`;').replaced).toBe(0);
  });

  it('applies escapes as the runtime does (a backslash in a content value), and skips what does not cook', () => {
    const source = "import { css } from './styles.ts';\nconst q = css`&::before{content:'\\\\201C';}`;";
    expect(withStaticClassNames(source).code).toContain(JSON.stringify(runtimeName("&::before{content:'\\201C';}")));
    // An octal escape has no cooked value in a tagged template: left for the runtime.
    expect(
      withStaticClassNames("import { css } from './styles.ts';\nconst q = css`a{content:'\\201C'}`;").replaced,
    ).toBe(0);
  });

  it('replaces a template with values by the name the build recorded for its text, and only then', () => {
    // The runtime names them (the build imports the modules the same way), and they are recorded.
    const gap = 8;
    const spin = keyframes`to { transform: rotate(${360}deg); }`;
    // The source below spells the template's exact text: the formatter must not re-indent it.
    // prettier-ignore
    const named = css`margin: ${gap}px; animation: ${spin} 1s;`;
    const names = namesOfTemplates(namedTemplates());
    expect(names[templateKey(['margin: ', 'px; animation: ', ' 1s;'])]).toBe(named);
    const source = [
      "import { css, keyframes } from '../../common/styles.ts';",
      'const spin = keyframes`to { transform: rotate(${360}deg); }`;',
      'const named = css`margin: ${gap}px; animation: ${spin} 1s;`;',
      'const other = css`margin: ${gap}px;`;',
      "const escaped = css`content: '\\${gap}';`;",
    ].join('\n');
    const { code, replaced } = withStaticClassNames(source, names);
    expect(code).toContain(`const spin = ${JSON.stringify(spin)};`);
    expect(code).toContain(`const named = ${JSON.stringify(named)};`);
    // Not recorded: left for the runtime.
    expect(code).toContain('css`margin: ${gap}px;`');
    // An escaped `${` is text, not a value: fixed text, named by its hash as the runtime names it.
    expect(code).toContain(`const escaped = ${JSON.stringify(runtimeName("content: '${gap}';"))};`);
    expect(replaced).toBe(3);
  });

  it('leaves out a text that got two names (the same template around other values): it stays a call', () => {
    const raw = ['gap: ', 'px;'];
    expect(
      namesOfTemplates([
        { raw, name: 'go1' },
        { raw, name: 'go1' },
        { raw: ['margin: ', 'px;'], name: 'go2' },
        { raw: ['margin: ', 'px;'], name: 'go3' },
      ]),
    ).toEqual({ [templateKey(raw)]: 'go1' });
    const source = "import { css } from './styles.ts';\nconst a = css`margin: ${x}px;`;";
    expect(withStaticClassNames(source, { [templateKey(['margin: ', 'px;'])]: 'go2' }).code).toContain(
      'const a = "go2";',
    );
    expect(withStaticClassNames(source, {}).replaced).toBe(0);
  });
});
