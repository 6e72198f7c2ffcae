import { AXE_ISLAND_PAGES, AXE_THEMED_PAGES } from './axe-pages.ts';

/**
 * The WCAG 2.2 success criteria that axe does not check and our own Chromium tests do
 * (test/browser/wcag-*.test.ts), in one place: each test names its `describe` block with
 * `wcagTitle(criterion)`, and the accessibility statement lists the same entries
 * (compiler/steps/build-accessibility-facts.ts), so the statement cannot claim a check that has no test.
 */
export interface WcagCheck {
  /** The success criterion's number, such as `2.4.11`. */
  criterion: string;
  /** Its name in WCAG 2.2. */
  name: string;
  level: 'A' | 'AA' | 'AAA';
  /** What the test does, in the statement's words. */
  how: string;
  /** The test file, from the repository root. */
  file: string;
}

export const WCAG_BROWSER_CHECKS = [
  {
    criterion: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    how: 'the top menu, the menu drawer, the account menu, the contact form, the price calculator and the step converter are reached and used with Tab, Shift+Tab, Enter, Space, Escape and the arrow keys alone',
    file: 'test/browser/wcag-keyboard.test.ts',
  },
  {
    criterion: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    how: 'at every step of those keyboard walks, the focused element draws an outline or ring that it does not have without focus',
    file: 'test/browser/wcag-keyboard.test.ts',
  },
  {
    criterion: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    how: 'walking every focusable element of the main pages with Tab and Shift+Tab, on a phone and a desktop screen, no focused element is covered by the sticky header, a banner or a floating button',
    file: 'test/browser/wcag-focus-not-obscured.test.ts',
  },
  {
    criterion: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    how: 'every link, button and field is at least 24 by 24 CSS pixels or spaced as the rule allows; links inside sentences are exempt',
    file: 'test/browser/wcag-target-size.test.ts',
  },
  {
    criterion: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    how: 'with the WCAG spacing overrides (line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em) no text is cut off and no two pieces of text overlap',
    file: 'test/browser/wcag-text-spacing.test.ts',
  },
  {
    criterion: '2.3.3',
    name: 'Animation from Interactions',
    level: 'AAA',
    how: 'with "reduce motion" set, no animation or transition runs, before or after opening the menus',
    file: 'test/browser/wcag-reduced-motion.test.ts',
  },
] as const satisfies readonly WcagCheck[];

export type WcagCriterion = (typeof WCAG_BROWSER_CHECKS)[number]['criterion'];

/**
 * The `describe` title of a criterion's test: `WCAG 2.4.11 Focus Not Obscured (Minimum)`.
 *
 * @example
 * describe(wcagTitle('2.5.8'), () => { ... }) // "WCAG 2.5.8 Target Size (Minimum)"
 */
export function wcagTitle(criterion: WcagCriterion): string {
  const check = WCAG_BROWSER_CHECKS.find((c) => c.criterion === criterion)!;
  return `WCAG ${check.criterion} ${check.name}`;
}

/** The pages the page-wide checks (focus not obscured, target size, text spacing) walk on each brand. */
export const WCAG_WALKED_PAGES = [...AXE_THEMED_PAGES, ...Object.values(AXE_ISLAND_PAGES)] as const;

/** The widths those checks run at: a phone (drawer) and a desktop (top menu). */
export const WCAG_WIDTHS = { phone: 390, desktop: 1280 } as const;
