import { describe, expect, it } from 'vitest';
import { fieldPath, marketerMessage } from './marketer-words.ts';
import { checkPage } from './site-rules.ts';

const NAMES = { default: 'TeamTrek', cofi: 'Corporate Fitness' } as const;
const onlyTeamTrek = () => ['default' as const];

describe('a refused page field in a marketer’s words', () => {
  it.each([
    [
      { path: 'title', message: 'Invalid input', rule: { code: 'invalid_type', received: 'nothing' as const } },
      'The title is empty.',
    ],
    [
      { path: 'description', message: 'must not be empty', rule: { code: 'too_small', minimum: 1 } },
      'The description is empty.',
    ],
    [
      { path: 'title', message: 'at most 90 characters', rule: { code: 'too_big', maximum: 90 } },
      'The title is too long: at most 90 characters.',
    ],
    [
      { path: 'cta.0.href', message: 'not a page', link: { href: '/about', brand: 'cofi' as const } },
      "Call to action 1's link: this link goes to a TeamTrek page (/about); choose a Corporate Fitness page.",
    ],
    [
      { path: 'body', message: 'not a page', link: { href: '/nowhere', brand: 'cofi' as const } },
      'The body: this link goes to /nowhere, which is not a page of the Corporate Fitness site; choose one of its pages, or a full https:// address.',
    ],
    [
      { path: 'body.2', message: 'Invalid input', rule: { code: 'invalid_union' } },
      'The body has a block the site cannot show (a code block); remove it or turn it into text.',
    ],
    [
      { path: 'body.1.level', message: 'Too big', rule: { code: 'too_big', maximum: 4 } },
      'The body has a Heading 5 or 6, which the site does not show; use Heading 2, 3 or 4.',
    ],
  ])('%o → %s', (problem, words) => {
    expect(marketerMessage(problem, NAMES, (href) => (href === '/about' ? onlyTeamTrek() : []))).toBe(words);
  });

  it('marks the field the admin shows: the whole body, a call to action’s part', () => {
    expect(fieldPath('body.3.children.0.url')).toEqual(['body']);
    expect(fieldPath('cta.1.href')).toEqual(['cta', '1', 'href']);
  });

  it('checkPage (what Strapi runs at Save) answers in those words, for the field as the admin names it', () => {
    expect(
      checkPage({
        path: '/solutions/workplace',
        title: ' ',
        description: 'Fine.',
        cta: [{ label: 'Go', href: '/about' }],
      }),
    ).toEqual([{ path: 'title', message: 'The title is empty.' }]);
    expect(
      checkPage({
        path: '/solutions/workplace',
        title: 'Fine',
        description: 'Fine.',
        cta: [{ label: 'Go', href: '/about' }],
      }),
    ).toEqual([
      {
        path: 'cta.0.href',
        message:
          "Call to action 1's link: this link goes to a TeamTrek page (/about); choose a Corporate Fitness page.",
      },
    ]);
  });
});
