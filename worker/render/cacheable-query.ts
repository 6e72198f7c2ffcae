import { TENANTS, isBaseTenant } from '../tenants/registry.ts';

/**
 * Which query strings the HTML cache may store an entry for: only ones a second
 * visitor would send. Each distinct query is an entry of its own, so a value no one else sends
 * (an ad click id, junk in `?theme=`) would only push out the pages real visitors need; such a
 * request is rendered fresh (BYPASS) and answers the same bytes, it is just not kept.
 */

/** The values of the kept parameters (common/links.ts KEPT_PARAMS) that change a page; anything else is not stored. */
const KEPT_VALUES: Record<string, (value: string) => boolean> = {
  // worker/http/theme-mode.ts themeModeFrom
  theme: (v) => v === 'highcontrast',
  // worker/render/create-page-context.ts
  view: (v) => v === 'embed' || v === 'app',
  // worker/tenants/resolve.ts, as links write them (lower case)
  tenant: (v) => Object.hasOwn(TENANTS, v),
  baseTenant: (v) => isBaseTenant(v),
};

/**
 * Per-click identifiers: unique to each ad click, so an entry keyed on one is never read again.
 * Links keep `gclid` (common/links.ts) so the page's bytes carry it: storing the page without it
 * would hand the next visitor someone else's click id. Rendered, not stored.
 */
const PER_CLICK = new Set(['gclid']);

/**
 * Why a query may not be stored, or null when it may: a parameter named twice, a query not in
 * the canonical form URLSearchParams writes (`%68ighcontrast`, a trailing `&`: one page under
 * endless spellings), a per-click id, or a kept parameter with a value the site does not use.
 *
 * @example
 * unstorableQuery(new URLSearchParams('theme=highcontrast'), '?theme=highcontrast') // null
 * unstorableQuery(new URLSearchParams('theme=x1'), '?theme=x1') // 'invalid theme'
 */
export function unstorableQuery(params: URLSearchParams, search: string): string | null {
  const names = [...params.keys()];
  if (new Set(names).size !== names.length) return 'repeated parameter';
  if (search !== `?${params.toString()}`) return 'non-canonical query';
  for (const [name, value] of params) {
    if (PER_CLICK.has(name)) return 'per-click id';
    const valid = KEPT_VALUES[name];
    if (valid && !valid(value)) return `invalid ${name}`;
  }
  return null;
}
