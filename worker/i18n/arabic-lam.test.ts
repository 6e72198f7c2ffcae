import { describe, expect, it } from 'vitest';
import { lamJoined } from './arabic-lam.ts';

describe('lamJoined', () => {
  it('drops the tatweel of لـ before an Arabic word', () => {
    expect(lamJoined('إعداد المنظِّم لـتحدي خطوات الربيع، مسودة')).toBe('إعداد المنظِّم لتحدي خطوات الربيع، مسودة');
    expect(lamJoined('لـتحدي')).toBe('لتحدي');
  });

  it('keeps it before a Latin-script name, a digit or a space, and inside a word', () => {
    expect(lamJoined('الملف الشخصي لـSam Rivera')).toBe('الملف الشخصي لـSam Rivera');
    expect(lamJoined('لـ2,149 فعالية')).toBe('لـ2,149 فعالية');
    expect(lamJoined('الصفحة الرئيسية لـ TeamTrek')).toBe('الصفحة الرئيسية لـ TeamTrek');
    // A lam stretched inside a word (a heading's kashida) is not the preposition.
    expect(lamJoined('الـــفريق')).toBe('الـــفريق');
  });
});
