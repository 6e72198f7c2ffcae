// Apart from theme.ts, which writes the theme's CSS (goober, the brands' fonts): the request's
// context reads the mode for every request, a redirect's cache key included, and needs neither.

export type ThemeMode = 'default' | 'highcontrast';

/** `?theme=highcontrast` selects the high-contrast theme; anything else is the default. */
export function themeModeFrom(search: URLSearchParams | null): ThemeMode {
  return search?.get('theme') === 'highcontrast' ? 'highcontrast' : 'default';
}
