/**
 * Resolves a palette colour (`var(--tt-…)` or `color-mix(in srgb, A p%, B)` of them) against a
 * theme's custom properties, as a browser would, to a #rrggbb: tests use it to check the contrast
 * of what the illustrations draw, for every tenant and mode, without a browser.
 */
export function resolveColour(expr: string, vars: Record<string, string>): string {
  const text = expr.trim();
  const variable = /^var\((--[\w-]+)\)$/.exec(text);
  if (variable) return resolveColour(vars[variable[1]!] ?? fail(text), vars);
  if (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(text)) return expand(text);
  const mix = /^color-mix\(in srgb, (.+) (\d+(?:\.\d+)?)%, (.+)\)$/.exec(text);
  if (mix) {
    const [a, b] = [rgb(resolveColour(mix[1]!, vars)), rgb(resolveColour(mix[3]!, vars))];
    const p = Number(mix[2]) / 100;
    return `#${a
      .map((c, i) =>
        Math.round(c * p + b[i]! * (1 - p))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return fail(text);
}

const fail = (text: string): never => {
  throw new Error(`resolveColour: cannot resolve ${text}`);
};
const expand = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : hex.toLowerCase();
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
