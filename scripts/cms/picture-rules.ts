// Pictures from the CMS's media library, as the site needs them: each of a type the site shows
// from its own origin (worker/content/cms/landing-paths.ts), with its size and its alternative text.
// Worded for a marketer at Save, on the field that holds the picture.
import { mediaPath } from '../../worker/content/cms/landing-paths.ts';
import type { SiteProblem } from './site-rules.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const measured = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;

function pictureProblem(file: Record<string, unknown>, field: 'picture' | 'body'): SiteProblem | null {
  const name = String(file.name ?? file.url ?? 'the picture');
  const where = field === 'body' ? 'in the copy' : 'in Picture';
  // The copy keeps a picture as it was when inserted: a change in the Media Library reaches it only when inserted again.
  const then =
    field === 'body'
      ? 'then remove the picture from the copy and insert it again'
      : 'then choose it again here (or save again)';
  if (typeof file.url !== 'string' || !mediaPath(file.url))
    return {
      path: field,
      message: `The picture "${name}" ${where} cannot be shown: the site shows PNG, JPEG, WebP, GIF and AVIF pictures uploaded to the Media Library. Choose another picture.`,
    };
  if (!measured(file.width) || !measured(file.height))
    return {
      path: field,
      message: `The picture "${name}" ${where} has no width and height recorded, which the site needs to keep its place while it loads. Upload the file to the Media Library again and choose the new one.`,
    };
  const alt = typeof file.alternativeText === 'string' ? file.alternativeText.trim() : '';
  if (alt) return null;
  return {
    path: field,
    message: `The picture "${name}" ${where} has no alternative text, which visitors who cannot see it hear or read instead. In the Media Library, open the picture, fill in Alternative text (what it shows) and save it; ${then}.`,
  };
}

/** Problems of an entry's pictures: its Picture field and every picture in its copy. */
export function pictureProblems(entry: Record<string, unknown>): SiteProblem[] {
  const found: (SiteProblem | null)[] = [];
  if (isRecord(entry.picture)) found.push(pictureProblem(entry.picture, 'picture'));
  if (Array.isArray(entry.body))
    for (const block of entry.body)
      if (isRecord(block) && block.type === 'image' && isRecord(block.image))
        found.push(pictureProblem(block.image, 'body'));
  return found.filter((p): p is SiteProblem => p !== null);
}
