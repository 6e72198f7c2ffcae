import { describe, expect, it } from 'vitest';
import { findPhysicalCss, findPhysicalCssInSource } from './physical-css.ts';

const matches = (text: string) => findPhysicalCss(text).map((f) => f.match);

describe('findPhysicalCss', () => {
  it.each([
    ['padding-left: 8px;', 'padding-left'],
    ['margin-right:auto', 'margin-right'],
    ['border-left: 4px solid red;', 'border-left'],
    ['border-right-color: red;', 'border-right'],
    ['scroll-padding-left: 8px;', 'scroll-padding-left'],
    ['left: 0;', 'left:'],
    ['.a{right:0}', 'right:'],
    ['from { left: -40%; }', 'left:'],
    ['text-align: left;', 'text-align: left'],
    ['text-align:right', 'text-align:right'],
    ['float: right;', 'float: right'],
    ['clear: left;', 'clear: left'],
    ['border-top-left-radius: 4px;', 'border-top-left-radius'],
    ['margin: 0 8px 0 0;', 'margin: 0 8px 0 0'],
    ['padding:4px 4px 4px 16px', 'padding:4px 4px 4px 16px'],
    ['margin: 8px 8px 0 auto;', 'margin: 8px 8px 0 auto'],
    ['margin: 0 ${GUTTER}px 0 0;', 'margin: 0 ${GUTTER}px 0 0'],
    ['border-radius: 8px 0 0 8px;', 'border-radius: 8px 0 0 8px'],
    ['transform: translateX(-50%);', 'transform: translateX(-50'],
    ['transform: translate(12px, 0);', 'transform: translate(12'],
    ['background: url(a.svg) no-repeat right center;', 'background: url(a.svg) no-repeat right'],
    ["textAlign: 'left'", "textAlign: 'left"],
    ['marginLeft: 8', 'marginLeft'],
    ["margin: '0 8px 0 0'", "margin: '0 8px 0 0"],
  ])('flags %s', (text, match) => {
    expect(matches(text)).toEqual([match]);
  });

  it.each([
    'padding-inline-start: 8px;',
    'inset-inline-end: 0;',
    'inset: 0;',
    'text-align: start;',
    'text-align: center;',
    'float: inline-end;',
    'margin: 0 0 24px;',
    'margin: 8px 16px 16px;',
    'margin: 4px 12px 4px 12px;',
    'padding: 10px 8px;',
    'border-radius: var(--tt-radius, 8px);',
    'border-radius: 50% / 20%;',
    'transform: translateY(2px);',
    'transform: rotate(180deg);',
    'transform: translate(0, 4px);',
    'border-start-start-radius: 4px;',
    'text-decoration-line: underline; /* left: 0 in a comment */',
    'a { color: red; } // float: left in a comment',
  ])('lets %s pass', (text) => {
    expect(matches(text)).toEqual([]);
  });

  it('reports the line of each match', () => {
    expect(findPhysicalCss('a {\n  color: red;\n  left: 0;\n}').map((f) => f.line)).toEqual([3]);
  });
});

describe('findPhysicalCssInSource', () => {
  it('reads goober templates and style objects, with the lines of the file', () => {
    const source = [
      "import { css } from '../common/styles.ts';",
      'const box = { left: 3, right: 5 };',
      'const a = css`',
      '  color: ${COLOUR.brand};',
      '  padding-left: ${SPACE[2]};',
      '`;',
      'const b = keyframes`from { left: 0 } to { left: 100% }`;',
      'const el = <div style={{ marginRight: 8, width: `${w}px` }} />;',
      '<g transform={`translate(${x} ${y})`} />',
    ].join('\n');
    expect(findPhysicalCssInSource(source).map((f) => [f.line, f.match])).toEqual([
      [5, 'padding-left'],
      [7, 'left:'],
      [7, 'left:'],
      [8, 'marginRight'],
    ]);
  });
});
