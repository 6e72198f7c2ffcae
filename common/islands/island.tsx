import { createContext, useContext, type ComponentType } from 'react';
import {
  ISLAND_NAME_ATTR,
  ISLAND_PROPS_ATTR,
  ISLAND_TAG,
  ISLAND_WHEN_ATTR,
  type HydrateWhen,
  type IslandName,
} from './island-markers.ts';

/** Collects the islands a page used, so the island script is emitted only when needed. */
export class IslandCollector {
  readonly used = new Set<IslandName>();
  /** A video link was rendered (common/video-links.tsx): the layout then adds the video dialog island. */
  videoLinks = false;
}
export const IslandContext = createContext<IslandCollector | null>(null);

export interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when?: HydrateWhen;
}

/**
 * Server side of an island: a marker element carrying the island's name and JSON props (React
 * escapes the attribute), with the component's server HTML inside, which the client hydrates.
 * `display: contents` keeps the marker out of layout.
 */
export function Island<P extends object>({ name, component: Component, props, when = 'idle' }: IslandProps<P>) {
  useContext(IslandContext)?.used.add(name);
  const attrs = {
    [ISLAND_NAME_ATTR]: name,
    [ISLAND_PROPS_ATTR]: JSON.stringify(props),
    [ISLAND_WHEN_ATTR]: when,
    style: { display: 'contents' },
  };
  const Tag = ISLAND_TAG as unknown as 'div';
  return (
    <Tag {...attrs}>
      <Component {...props} />
    </Tag>
  );
}
