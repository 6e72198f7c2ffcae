// A refused menu item in the words of the marketer who edited it in the navigation plugin: the item
// by its titles, what is wrong and what to do there (its "Internal source" / "External source"
// choice, its page). The rules' own words (`"/about" is not a page of the cofi route set…`) name
// route sets and tenants, which stay in the worker's logs and `npm run check`, for engineers.

/** One problem of a menu: the item by its titles (outermost first), the item's field, the rule's message. */
export interface MenuProblem {
  titles: string[];
  field?: string;
  message: string;
}

const NOT_A_PAGE =
  /^"([^"]+)" is not a page of the (\w+) route set \([^)]*\); link an existing page(, or make it EXTERNAL)?/;
const IS_A_PAGE = /^"([^"]+)" is a page of the (\w+) route set \([^)]*\); make it INTERNAL$/;
const NO_LEGACY_HOST = /^"([^"]+)" is an EXTERNAL site path/;
const PAGES_DIFFER = /^the related site page is (\S+) but the item links to (\S+); make them agree$/;
const UNPUBLISHED = /^the related page \S+ is not published$/;
const TOO_DEEP = /^menus nest (\d+) levels deep at most/;

/**
 * @example
 * menuMarketerMessage({ titles: ['Contact'], field: 'path', message: '"/about" is not a page of the cofi route set (used by tenants cofi); link an existing page' }, (id) => 'Corporate Fitness')
 * // 'Contact: its link /about is not a page of the Corporate Fitness site; choose one of its pages.'
 */
export function menuMarketerMessage(problem: MenuProblem, brandName: (routeSet: string) => string): string {
  const item = problem.titles.length ? problem.titles.join(' › ') : 'The menu';
  const { message } = problem;
  let m: RegExpExecArray | null;
  if ((m = NOT_A_PAGE.exec(message)))
    return (
      `${item}: its link ${m[1]} is not a page of the ${brandName(m[2]!)} site; choose one of its pages` +
      (m[3] ? `, or, if the old ${brandName(m[2]!)} site has that page, make the item an External source.` : '.')
    );
  if ((m = IS_A_PAGE.exec(message)))
    return `${item}: ${m[1]} is a page of the ${brandName(m[2]!)} site; make the item an Internal source and choose that page.`;
  if ((m = NO_LEGACY_HOST.exec(message)))
    return `${item}: an External source needs a full https:// address, not ${m[1]}; or make the item an Internal source and choose a page.`;
  if ((m = PAGES_DIFFER.exec(message)))
    return `${item}: its path ${m[2]} and its page ${m[1]} differ; choose the page again so they agree.`;
  if (UNPUBLISHED.test(message)) return `${item}: the page it links is not published; publish it, or choose another.`;
  if ((m = TOO_DEEP.exec(message)))
    return `${item}: a menu is at most ${m[1]} levels deep (entry, group, link), so the site would never show it; move it up a level.`;
  return `${item}${problem.field ? ` › ${problem.field}` : ''}: ${message}.`;
}
