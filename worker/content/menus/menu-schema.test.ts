import { describe, expect, it } from 'vitest';
import { MenuSchema, menuTreeIssues } from './menu-schema.ts';

/** A minimal valid item; tests override what they are about. */
const item = (id: number, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Item ${id}`,
  order,
  type: 'INTERNAL',
  path: `/p${id}`,
  ...extra,
});

function issues(menu: unknown): string[] {
  const result = MenuSchema.safeParse(menu);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
}

describe('MenuSchema: a good menu', () => {
  it('parses and fills the defaults', () => {
    const menu = [
      item(1, 1, {
        items: [
          item(11, 1, { multi_column: true, items: [item(111, 1, { show_in_drawer: true })] }),
          item(12, 2, { type: 'WRAPPER', path: null, multi_column: true, items: [item(121, 1)] }),
          item(13, 3, { type: 'EXTERNAL', path: 'https://support.example/help', divider_above: true }),
        ],
      }),
      item(2, 2, { type: 'EXTERNAL', path: '/blog', markdown: '**New:** [Blog](/blog)' }),
      item(3, 3, {
        related: {
          documentId: 'doc1',
          slug: 'p3',
          template: 'HERO_IMAGE',
          path: '/p3',
          rtg_challenges: ['STEP_BASED', 'TEAMS'],
        },
        uiRouterKey: 'p3',
        slug: 'p3',
        additionalFields: { badge: 'new' },
      }),
    ];
    const result = MenuSchema.safeParse(menu);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    const parsed = result.data!;
    expect(parsed[0]).toMatchObject({
      menuAttached: true,
      collapsed: false,
      related: null,
      icon: null,
      markdown: null,
      divider_above: false,
      multi_column: false,
      show_in_drawer: false,
      additionalFields: {},
    });
    expect(parsed[1]!.items).toEqual([]);
    expect(parsed[2]!.related).toEqual({
      documentId: 'doc1',
      slug: 'p3',
      template: 'HERO_IMAGE',
      post_content_section: null,
      icon: null,
      path: '/p3',
      hide_contact_banner: false,
      rtg_challenges: ['STEP_BASED', 'TEAMS'],
    });
  });
});

describe('MenuSchema: a bad menu reports the field path and the fix', () => {
  it.each([
    [
      'https:// on an INTERNAL item',
      [item(1, 1, { path: 'https://x.example' })],
      '0.path: "https://x.example" is a link to another site; set type to EXTERNAL',
    ],
    [
      'plain http',
      [item(1, 1, { type: 'EXTERNAL', path: 'http://x.example' })],
      '0.path: must be a site path starting with / or an https:// URL',
    ],
    [
      'a protocol-relative path',
      [item(1, 1, { path: '//evil.example/x' })],
      '0.path: must be a site path starting with / or an https:// URL',
    ],
    [
      'an EXTERNAL item without a path',
      [item(1, 1, { type: 'EXTERNAL', path: null })],
      '0.path: an EXTERNAL item needs a path',
    ],
    [
      'a WRAPPER with a path',
      [item(1, 1, { type: 'WRAPPER', items: [item(2, 1)] })],
      '0.path: a WRAPPER only groups items and has no link',
    ],
    ['a WRAPPER without items', [item(1, 1, { type: 'WRAPPER', path: null })], '0.items: a WRAPPER groups items'],
    [
      'a duplicate order among siblings',
      [item(1, 1, { items: [item(2, 1), item(3, 2), item(4, 2)] })],
      '0.items.2.order: order 2 is already used by its sibling 0.items.1',
    ],
    ['order 9', [item(1, 9)], '0.order: must be a whole number from 1 to 8'],
    ['order 0', [item(1, 0)], '0.order: must be a whole number from 1 to 8'],
    ['an unknown type', [item(1, 1, { type: 'LINK' })], '0.type: Invalid option'],
    ['a misspelt field', [item(1, 1, { multiColumn: true })], '0: Unrecognized key: "multiColumn"'],
    [
      'multi_column at the top level',
      [item(1, 1, { multi_column: true, items: [item(2, 1)] })],
      '0.multi_column: only a direct child of a top-level entry can be a column',
    ],
    [
      'a column without items',
      [item(1, 1, { items: [item(2, 1, { multi_column: true })] })],
      '0.items.0.multi_column: a column lists its items',
    ],
    [
      'five columns',
      [
        item(1, 1, {
          items: [1, 2, 3, 4, 5].map((n) => item(10 + n, n, { multi_column: true, items: [item(100 + n, 1)] })),
        }),
      ],
      '0.items: 5 multi_column groups cannot share 12 grid units equally',
    ],
    [
      'a fourth level',
      [item(1, 1, { items: [item(2, 1, { items: [item(3, 1, { items: [item(4, 1)] })] })] })],
      '0.items.0.items.0.items: menus nest 3 levels deep at most',
    ],
    [
      'raw HTML in markdown',
      [item(1, 1, { markdown: '<script>alert(1)</script>' })],
      '0.markdown: raw HTML is not allowed',
    ],
    [
      'a javascript: link in markdown',
      [item(1, 1, { markdown: '[x](javascript:alert)' })],
      '0.markdown: link target "javascript:alert" must be a site path',
    ],
    [
      'related on an EXTERNAL item',
      [
        item(1, 1, {
          type: 'EXTERNAL',
          path: 'https://x.example',
          related: { documentId: 'd', slug: 's', template: 'INDEX', path: '/p1' },
        }),
      ],
      '0.related: only an INTERNAL item can point at a related page',
    ],
    [
      'related pointing elsewhere',
      [item(1, 1, { related: { documentId: 'd', slug: 's', template: 'INDEX', path: '/other' } })],
      '0.related.path: the related page is /other but the item links to /p1',
    ],
    [
      'a bad rtg_challenges value',
      [
        item(1, 1, {
          related: { documentId: 'd', slug: 's', template: 'INDEX', path: '/p1', rtg_challenges: ['RUNNING'] },
        }),
      ],
      '0.related.rtg_challenges.0: Invalid option',
    ],
    ['not an array', { items: [] }, '(file): Invalid input: expected array'],
  ])('%s', (_label, menu, expected) => {
    expect(issues(menu)).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
  });

  it('reports cross-field problems even when other items fail their shape', () => {
    const menu = [item(1, 1, { title: '' }), item(2, 1, { path: 'https://x.example' })];
    expect(issues(menu)).toEqual([
      '0.title: needs a title',
      '1.path: "https://x.example" is a link to another site; set type to EXTERNAL',
      '1.order: order 1 is already used by its sibling 0; siblings need distinct orders',
    ]);
  });
});

describe('menuTreeIssues', () => {
  it('ignores what it cannot read instead of throwing', () => {
    expect(menuTreeIssues([null, 3, { items: 'x' }, { type: 'WRAPPER' }])).toEqual([]);
  });
});
