import type { Tenant, Theme } from '../tenants/schema.ts';
import { createRequestSheet } from '../../common/styles.ts';
import { BRAND_FONTS } from '../generated/fonts.ts';
import type { ThemeMode } from '../http/theme-mode.ts';

export type { ThemeMode } from '../http/theme-mode.ts';

const VAR_NAMES: Record<keyof Theme, string> = {
  primary: '--tt-primary',
  onPrimary: '--tt-on-primary',
  secondary: '--tt-secondary',
  onSecondary: '--tt-on-secondary',
  background: '--tt-background',
  surface: '--tt-surface',
  text: '--tt-text',
  mutedText: '--tt-muted-text',
  link: '--tt-link',
  toolbar: '--tt-toolbar',
  onToolbar: '--tt-on-toolbar',
};

/** Keeps tenant CSS inside its <style> element whatever it contains. */
const sealCss = (text: string) => text.replace(/<\/?style/gi, '').replace(/<!--|-->/g, '');

export interface ThemeStyles {
  /** Class for <html>: it carries the custom properties every component reads. */
  className: string;
  /** The request's CSS: that class rule plus the tenant's customCss. */
  cssText: string;
}

/**
 * The tenant's theme as CSS custom properties (plus its scssVariables and customCss), written to a
 * per-request goober sheet so concurrent renders for different tenants cannot mix.
 */
/** A tenant's theme as CSS custom properties (`--tt-primary`, ...), including its scssVariables. */
export function themeVariables(tenant: Tenant, mode: ThemeMode): Record<string, string> {
  const theme = mode === 'highcontrast' ? tenant.highContrastTheme : tenant.theme;
  const vars: Record<string, string> = {};
  for (const [key, name] of Object.entries(VAR_NAMES)) vars[name] = theme[key as keyof Theme];
  // The brand's typefaces (compiler/steps/build-fonts.ts); a tenant's scssVariables may still name its own.
  const fonts = BRAND_FONTS[tenant.routeSet];
  if (fonts) {
    vars['--tt-font-family'] = fonts.body;
    vars['--tt-font-heading'] = fonts.heading;
  }
  for (const [name, value] of Object.entries(tenant.scssVariables)) {
    if (/^[a-z][a-z0-9-]*$/.test(name) && !/[;{}<>]/.test(value)) vars[`--tt-${name}`] = value;
  }
  return vars;
}

export function themeStyles(tenant: Tenant, mode: ThemeMode): ThemeStyles {
  const sheet = createRequestSheet();
  const vars = themeVariables(tenant, mode);
  const className = sheet.css(vars);
  return { className, cssText: sheet.extract() + (tenant.customCss ? sealCss(tenant.customCss) : '') };
}
