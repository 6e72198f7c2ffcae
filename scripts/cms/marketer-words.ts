// A refused page field in the words of the person who typed it: which field (as the admin labels
// it), what is wrong and what to do. The worker's own messages (`link "/about" is not a page of
// the cofi brand`) stay in its logs, for engineers.
import type { Brand } from '../../common/brands.ts';
import type { CmsPageProblem } from '../../worker/content/cms/cms-page-source.ts';

const FIELDS: Record<string, string> = {
  title: 'The title',
  description: 'The description',
  path: 'The path',
  body: 'The body',
  template: 'The template',
  image: 'The image',
  icon: 'The icon',
  post_content_section: 'The section after the copy',
  rtg_challenges: 'The ready-to-go challenges',
  hide_contact_banner: 'Hide contact banner',
};

/** `cta.1.href` → "Call to action 2's link"; `body.3.children.0.url` → "The body". */
export function fieldLabel(path: string): string {
  const [field = '', index, part] = path.split('.');
  if (field === 'cta' && index !== undefined) {
    const which = `Call to action ${Number(index) + 1}`;
    return part === 'href' ? `${which}'s link` : part === 'label' ? `${which}'s label` : which;
  }
  if (field === 'cta') return 'The calls to action';
  return FIELDS[field] ?? (field ? `The field ${field}` : 'The page');
}

/** Where the admin marks the problem: the field itself, the call to action's part, the whole body. */
export function fieldPath(path: string): string[] {
  const parts = path.split('.').filter(Boolean);
  return parts[0] === 'body' ? ['body'] : parts.slice(0, 3);
}

/**
 * A page problem as the admin shows it under the field.
 *
 * @example
 * marketerMessage({ path: 'title', message: '…', rule: { code: 'invalid_type', received: 'nothing' } }, names, isPageOf)
 * // 'The title is empty.'
 */
export function marketerMessage(
  problem: CmsPageProblem,
  brandNames: Record<Brand, string>,
  /** The brands that have a page at a path (for a link to the other brand's page). */
  brandsWithPage: (path: string) => Brand[],
): string {
  const field = fieldLabel(problem.path);
  if (problem.link) {
    const { href, brand } = problem.link;
    const others = brandsWithPage(href.split(/[?#]/)[0]!).filter((b) => b !== brand);
    return others.length
      ? `${field}: this link goes to a ${brandNames[others[0]!]} page (${href}); choose a ${brandNames[brand]} page.`
      : `${field}: this link goes to ${href}, which is not a page of the ${brandNames[brand]} site; choose one of its pages, or a full https:// address.`;
  }
  const rule = problem.rule;
  if (!rule) return `${field}: ${problem.message}.`;
  if (rule.received === 'nothing' || (rule.code === 'too_small' && rule.minimum === 1)) return `${field} is empty.`;
  // A heading's level past 4 is the schema's `too_big` on `level`, not a length.
  if (/^body\.\d+\.level$/.test(problem.path))
    return 'The body has a Heading 5 or 6, which the site does not show; use Heading 2, 3 or 4.';
  if (rule.code === 'too_big' && rule.maximum !== undefined)
    return problem.path === 'cta'
      ? `A page has at most ${rule.maximum} calls to action; remove one.`
      : `${field} is too long: at most ${rule.maximum} characters.`;
  if (problem.path.startsWith('body.')) {
    if (/level 1 is the page title/.test(problem.message))
      return 'The body has a Heading 1, which only the page title may be; use Heading 2, 3 or 4.';
    return 'The body has a block the site cannot show (a code block); remove it or turn it into text.';
  }
  if (/^a site path starting with/.test(problem.message))
    return `${field} must be a page of the site (starting with /, like /pricing) or a full https:// address.`;
  if (rule.code === 'invalid_value') return `${field}: choose one of the offered values.`;
  return `${field}: ${problem.message}.`;
}
