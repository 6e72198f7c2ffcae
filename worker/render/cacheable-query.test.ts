import { describe, expect, it } from 'vitest';
import { unstorableQuery } from './cacheable-query.ts';

const check = (search: string) => unstorableQuery(new URLSearchParams(search), search);

describe('unstorableQuery', () => {
  it.each([
    '?theme=highcontrast',
    '?view=embed',
    '?view=app',
    '?tenant=mzg',
    '?baseTenant=cofi&tenant=truenorth',
    '?currency=gbp',
  ])('stores %s, a query the site links to', (search) => expect(check(search)).toBeNull());

  it.each([
    ['?gclid=Cj0KCQiA', 'per-click id'],
    ['?theme=junk', 'invalid theme'],
    ['?theme=default', 'invalid theme'],
    ['?view=print', 'invalid view'],
    ['?tenant=nosuch', 'invalid tenant'],
    ['?tenant=MZG', 'invalid tenant'],
    ['?baseTenant=mzg', 'invalid baseTenant'],
    ['?tenant=constructor', 'invalid tenant'],
    ['?theme=highcontrast&theme=highcontrast', 'repeated parameter'],
    ['?theme=%68ighcontrast', 'non-canonical query'],
    ['?theme=highcontrast&', 'non-canonical query'],
  ])('renders %s fresh (%s)', (search, reason) => expect(check(search)).toBe(reason));
});
