import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MenuSchema, type MenuItem } from '../worker/content/menus/menu-schema.ts';
import { componentCss } from '../common/styles.ts';

/** A valid item; tests override what they are about. */
export const item = (id: number, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Item ${id}`,
  order,
  type: 'INTERNAL',
  path: `/p${id}`,
  ...extra,
});

/** Raw menu JSON → items with defaults, as the build produces them (throws on an invalid fixture). */
export const menu = (raw: unknown[]): MenuItem[] => MenuSchema.parse(raw);

export const html = (element: ReactElement) => renderToString(element);

/** The declarations of a class in the component sheet (`.go123{…}` only, not its nested rules). */
export function rulesOf(className: string): string {
  return [...componentCss().matchAll(new RegExp(`\\.${className}\\{([^}]*)\\}`, 'g'))].map((m) => m[1]).join(';');
}

/** The class attribute of the element that contains `marker` (the nearest tag before it). */
export function classesBefore(markup: string, marker: string): string[] {
  const at = markup.indexOf(marker);
  const tag = markup.slice(0, at).match(/<[a-z]+ class="([^"]+)"[^>]*>(?:<strong>)?$/);
  return tag ? tag[1]!.split(' ') : [];
}
