import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../tenants/registry.ts';
import { contrastRatio } from '../contrast.ts';
import { themeVariables, type ThemeMode } from '../theme.ts';
import { MEANINGFUL, PALETTE, SERIES } from './palette.ts';
import { resolveColour } from './resolve-colour.ts';

const MODES: ThemeMode[] = ['default', 'highcontrast'];
const CASES = Object.values(TENANTS).flatMap((t) =>
  MODES.map((mode) => [t.id, mode, themeVariables(t, mode)] as const),
);

describe('illustration palette', () => {
  it('resolves var() and color-mix() as a browser does', () => {
    const vars = { '--a': '#ffffff', '--b': '#000000' };
    expect(resolveColour('var(--a)', vars)).toBe('#ffffff');
    expect(resolveColour('color-mix(in srgb, var(--a) 50%, var(--b))', vars)).toBe('#808080');
  });

  it.each(CASES)('%s (%s): every meaningful part keeps 3:1 against what it sits on', (_id, _mode, vars) => {
    const weak = MEANINGFUL.map(([fg, bg]) => {
      const ratio = contrastRatio(resolveColour(fg, vars), resolveColour(bg, vars));
      return { fg, bg, ratio: Math.round(ratio * 100) / 100 };
    }).filter((pair) => pair.ratio < 3);
    expect(weak).toEqual([]);
  });

  it('draws only with the theme: every colour is a custom property or a mix of them', () => {
    for (const colour of [...Object.values(PALETTE), ...SERIES]) expect(colour).toMatch(/^(var\(--tt-|color-mix\()/);
  });
});
