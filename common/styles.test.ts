import { css as gooberCss, keyframes as gooberKeyframes } from 'goober';
import { describe, expect, it } from 'vitest';
import { componentCss, css, glob, keyframes } from './styles.ts';

/** goober called as a tag, as a template literal would call it. */
const asTag = (strings: string[]) => Object.assign(strings, { raw: strings }) as unknown as TemplateStringsArray;

describe('component styles on the server', () => {
  it('names classes and keyframes as goober does, values interpolated, without writing rules until asked', () => {
    const spin = keyframes`from { transform: rotate(0); } to { transform: rotate(${360}deg); }`;
    const size = 44;
    // The template's exact text is what the expected strings below spell: the formatter must not re-indent it.
    // prettier-ignore
    const button = css`min-height: ${size}px; animation: ${spin} 1s; &:hover { color: ${'var(--tt-link)'}; }`;
    const target = { data: '' } as unknown as Element;
    expect(spin).toBe(
      gooberKeyframes.call(
        { target } as never,
        asTag(['from { transform: rotate(0); } to { transform: rotate(', 'deg); }']),
        360,
      ),
    );
    expect(button).toBe(
      gooberCss.call(
        { target } as never,
        asTag(['min-height: ', 'px; animation: ', ' 1s; &:hover { color: ', '; }']),
        44,
        spin,
        'var(--tt-link)',
      ),
    );
    const sheet = componentCss();
    expect(sheet).toContain(`.${button}{min-height:44px;animation:${spin} 1s;}`);
    expect(sheet).toContain(`.${button}:hover{color:var(--tt-link);}`);
    expect(sheet).toContain(`@keyframes ${spin}{from{transform:rotate(0);}to{transform:rotate(360deg);}}`);
  });

  it('writes global rules without a class', () => {
    glob`main.styles-test { margin: 0; }`;
    expect(componentCss()).toContain('main.styles-test{margin:0;}');
  });

  it('keeps every global rule: goober would write a later one in place of the earlier one', () => {
    glob`aside.styles-test-first { padding: 0; }`;
    glob`aside.styles-test-second { padding: 1px; }`;
    const sheet = componentCss();
    expect(sheet).toContain('main.styles-test{margin:0;}');
    expect(sheet).toContain('aside.styles-test-first{padding:0;}');
    expect(sheet.indexOf('aside.styles-test-first{padding:0;}')).toBeLessThan(
      sheet.indexOf('aside.styles-test-second{padding:1px;}'),
    );
  });

  it('refuses a value goober would treat differently (a function): the page would name a class with no rule', () => {
    css`
      color: ${(() => 'red') as unknown as string};
    `;
    expect(() => componentCss()).toThrow(/goober named a class rule go\d+, the page got go\d+/);
    // The bad call is reported once; the sheet stays usable.
    expect(componentCss()).toContain('main.styles-test{margin:0;}');
  });
});
