import { describe, expect, it } from 'vitest';
import { CONTENT } from './built-content.ts';
import { SITE_DATA } from '../generated/site-data.ts';
import { customHomeCopy, customHomeProblems } from './custom-home.ts';

describe('customHomeCopy', () => {
  it('reads custom-home<postfix>: the general brand\'s for "", the corporate-fitness one for "-cofi"', () => {
    expect(customHomeCopy(CONTENT, { customHomePostfix: '' })).toBe(CONTENT.pages['custom-home']);
    expect(customHomeCopy(CONTENT, { customHomePostfix: '-cofi' })).toBe(CONTENT.pages['custom-home-cofi']);
  });

  it('npm run check names a postfix without its file', () => {
    expect(customHomeProblems(CONTENT, SITE_DATA.tenants)).toEqual([]);
    const wmm = { ...SITE_DATA.tenants.wmm!, customHomePostfix: '-wmm' };
    expect(customHomeProblems(CONTENT, { wmm })).toEqual([
      {
        file: 'content/pages/custom-home-wmm.md',
        path: '(file)',
        message:
          'missing: tenants/wmm.json sets customHomePostfix "-wmm", so its home page shows this file; create it or change the postfix',
      },
    ]);
  });
});
