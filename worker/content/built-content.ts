import { CONTENT, contentLoaded, loadContent, loadedContentFiles } from '#site-content';
import { contentPageExists } from './route-copy.ts';

/**
 * The content compiled from `content/` at build time (compiler/steps/build-data.ts); no parsing here. In
 * the worker it comes from the static assets, loaded by the first middleware (`loadContent`).
 */
export { CONTENT, contentLoaded, loadContent, loadedContentFiles };

/** Which parameterised pages exist in the embedded content (blog posts, cms paths, journeys, ...). */
export const PAGE_EXISTS = contentPageExists(CONTENT);
