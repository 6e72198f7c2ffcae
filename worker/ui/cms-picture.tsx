import { css } from '../../common/styles.ts';
import type { Picture } from '../content/cms/cms-blocks.ts';
import { mediaPath } from '../content/cms/landing-paths.ts';

const picture = css`
  margin: 24px 0;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: var(--tt-radius, 8px);
  }
`;
const leadPicture = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: var(--tt-radius, 8px);
`;

/**
 * A picture from the CMS's media library, from the site's own origin (worker/content/cms/cms-media.ts),
 * with its alternative text and its file's size, so the text around it does not jump while it loads.
 * `lead`: beside the title, in the first screen, so fetched first; a picture in the copy waits until
 * it is near the screen.
 */
export function CmsPicture({ file, lead = false }: { file: Picture; lead?: boolean }) {
  const img = (
    <img
      src={mediaPath(file.url)}
      alt={file.alternativeText}
      width={file.width}
      height={file.height}
      decoding="async"
      {...(lead ? { fetchPriority: 'high' as const, className: leadPicture } : { loading: 'lazy' as const })}
      data-cms-picture={lead ? 'lead' : 'copy'}
    />
  );
  return lead ? img : <figure className={picture}>{img}</figure>;
}
