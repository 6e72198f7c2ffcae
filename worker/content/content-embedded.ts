import { CONTENT } from '../generated/content.ts';
import type { ContentFile } from './content-files.ts';

/**
 * The compiled content as Node reads it (scripts, build steps): the generated module. The worker
 * reads the same content from the static assets (content-from-assets.ts); `#site-content` in
 * package.json picks one by the `workerd` condition.
 */
export { CONTENT };

/** Always: the content is in the module. */
export const contentLoaded = (_locale?: string): boolean => true;

/** None fetched: the content is in the module. */
export const loadedContentFiles = (): ContentFile[] => [];

/** Nothing to load: the content is in the module. */
export async function loadContent(_assets?: unknown, _locale?: string): Promise<void> {}
