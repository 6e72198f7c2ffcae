import { describe, expect, it } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import type { Theme } from '../tenants/schema.ts';
import { contrastRatio } from './contrast.ts';
import { themeStyles } from './theme.ts';

const themeCss = (...args: Parameters<typeof themeStyles>) => themeStyles(...args).cssText;

/** Foreground/background pairs the components actually use for text. */
const TEXT_PAIRS: [keyof Theme, keyof Theme][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['link', 'background'],
  ['link', 'surface'],
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['onToolbar', 'toolbar'],
];

describe('tenant themes meet WCAG contrast', () => {
  it.each(Object.keys(TENANTS))('%s: AA (4.5:1) in the default theme, AAA (7:1) in high contrast', (id) => {
    const tenant = TENANTS[id]!;
    for (const [fg, bg] of TEXT_PAIRS) {
      expect(contrastRatio(tenant.theme[fg], tenant.theme[bg]), `${id} default ${fg} on ${bg}`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        contrastRatio(tenant.highContrastTheme[fg], tenant.highContrastTheme[bg]),
        `${id} highcontrast ${fg} on ${bg}`,
      ).toBeGreaterThanOrEqual(7);
    }
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('themeStyles', () => {
  it('emits the tenant colours as custom properties, per mode', () => {
    expect(themeCss(TENANTS.cofi!, 'default')).toContain(`--tt-primary:${TENANTS.cofi!.theme.primary}`);
    expect(themeCss(TENANTS.cofi!, 'highcontrast')).toContain(
      `--tt-primary:${TENANTS.cofi!.highContrastTheme.primary}`,
    );
    expect(themeCss(TENANTS.default!, 'default')).toContain('--tt-border-radius:8px');
  });

  it('keeps custom CSS inside its style element', () => {
    const css = themeCss(
      { ...TENANTS.default!, customCss: 'a{color:red}</style><script>alert(1)</script>' },
      'default',
    );
    expect(css).not.toMatch(/<\/style/i);
  });
});
