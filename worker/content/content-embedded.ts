import { CONTENT } from '../generated/content.ts';

/**
 * The compiled content as Node reads it (scripts, build steps): the generated module. The worker
 * reads the same content from the static assets (content-from-assets.ts); `#site-content` in
 * package.json picks one by the `workerd` condition.
 */
export { CONTENT };

/** Always: the content is in the module. */
export const contentLoaded = (): boolean => true;

/** Nothing to load: the content is in the module. */
export async function loadContent(_assets?: unknown): Promise<void> {}

/** Nothing to load: the pseudo-locales' content is in the module too. */
export async function loadPseudoContent(_assets?: unknown): Promise<void> {}
