import { isPreviewUrl } from '../content/cms/preview-link.ts';

/**
 * The `frame-ancestors` of an answer to a draft-preview request (`?cmsPreview=`): the site itself
 * and the CMS's origin (`CMS_ORIGIN`, where Strapi serves its admin and its preview panel, an
 * iframe). Every other answer, and any answer while the site reads no CMS, keeps
 * `frame-ancestors 'self'` (security-headers.ts): only a preview is framed, and only by the CMS.
 * Null when the answer keeps today's headers.
 *
 * @example
 * previewFrameAncestors('https://www.corporatefitness.example/solutions/workplace?cmsPreview=1.a', 'https://cms.example/') // "'self' https://cms.example"
 * previewFrameAncestors('https://www.corporatefitness.example/solutions/workplace', 'https://cms.example') // null
 */
export function previewFrameAncestors(url: string | URL, cmsOrigin: string | null): string | null {
  if (!cmsOrigin || !isPreviewUrl(url)) return null;
  try {
    return `'self' ${new URL(cmsOrigin).origin}`;
  } catch {
    return null;
  }
}
