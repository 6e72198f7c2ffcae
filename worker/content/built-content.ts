import { CONTENT } from '../generated/content.ts';
import { contentPageExists } from './route-copy.ts';

/** The content compiled from `content/` at build time (scripts/build-data.ts); no parsing here. */
export { CONTENT };

/** Which parameterised pages exist in the embedded content (blog posts, cms paths, journeys, ...). */
export const PAGE_EXISTS = contentPageExists(CONTENT);
