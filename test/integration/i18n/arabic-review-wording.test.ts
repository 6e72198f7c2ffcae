import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from '../helpers.ts';

/** The visible text and text alternatives of a page, tags dropped, React's separators and entities undone. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

// What a native editor corrected, as the Arabic pages now read (and what they no longer say).
const PAGES: [path: string, reads: string[], never: string[]][] = [
  [
    '/ar/features',
    [
      'افتراضي (عن بُعد)',
      'يشارك كلٌّ من حيث هو، بأنشطة مزامَنة',
      'إجمالي النزول',
      'إجمالي الصعود بالأمتار',
      'التزلج على المنحدرات',
      'مشهد من مستوى الشارع',
    ],
    ['يشارك المشاركون', 'الارتفاع المفقود', 'المصعودة', 'الأمتار المنحدرة', 'التجوّل الافتراضي', 'التزلج المنحدر'],
  ],
  ['/ar/start-trial', ['مُعدًّا مسبقًا بإعدادات أولية مدروسة'], ['إعدادات افتراضية']],
  ['/ar/trial/distance-challenge', ['بمسار جاهز وإعدادات أولية مدروسة'], ['إعدادات افتراضية']],
  ['/ar/trial/step-challenge', ['بإعدادات أولية مدروسة'], ['إعدادات افتراضية']],
  ['/ar/solutions/step-challenges', ['بإعداداته الأولية المدروسة'], ['الافتراضية المدروسة']],
  ['/ar/solutions/fitness-engine', ['إجمالي الصعود والنزول'], ['المكتسب والمفقود']],
  ['/ar/solutions/fitness-challenges', ['الطوابق التي صعدها المشارك'], ['المصعودة']],
  ['/ar/solutions/walking-challenges', ['مشاهد من مستوى الشارع'], ['مشاهد من الشارع']],
  ['/ar/challenges/journeys/solar-system', ['وعلى بُعد 50 كم فقط بعد عطارد'], []],
  [
    '/ar/challenges/journeys/us-route-66',
    ['امتد الطريق 66 من شيكاغو', 'صورة أو بانوراما أو مشهد من مستوى الشارع', 'أن تمنح شارة'],
    ['طريق Route 66 من', 'صورة من مستوى الشارع', 'أن تفتح شارة'],
  ],
  [
    '/ar/solutions/security-privacy',
    ['تُنهي Google واجهات Google Fit البرمجية', 'تصفية حسب الجهاز', 'دعوة مستخدمين آخرين', 'ضوابط مدمجة في كل الحلول'],
    ['توقف Google', 'صفِّ حسب'],
  ],
  ['/ar/pricing', ['في نهاية الفترة المدفوعة؛ راجع شروط الخدمة'], ['المدفوعة (شروط']],
  ['/ar/challenges', ['واختر خطة،', 'شهر العقل والجسد'], ['اختر باقة', 'شهر الجسد والعقل']],
  ['/ar/challenges/journeys/us-west-coast', ['أو لتكون رحلةً أولى لمؤسسة أصغر'], []],
  ['/ar/challenges/journeys/great-wall-of-china', ['أبراج مراقبة مرمّمة على امتداد حافة شديدة الانحدار'], []],
  ['/ar/pricing/support-plans', ['وسنقترح عليك الخطة المناسبة'], ['وسنوصيك']],
  ['/ar/solutions/challenge-ideas', ['ويفوز آخر من يبقى فيها'], ['آخر من يبقون']],
  ['/ar/solutions', ['نظّمت 814 مؤسسةً حتى الآن 2,149 فعاليةً على المنصة.'], ['أقامت المؤسسات']],
  ['/ar/accessibility', ['من صفحات الموقع،', 'وتبقى السمة مفعّلة أثناء التنقل بين الصفحات.'], ['صفحات عددها']],
];

describe('Arabic pages read as a native editor corrected them', () => {
  it.each(PAGES)('%s', async (path, reads, never) => {
    const text = textOf(await pageHtmlOf('default', path));
    for (const words of reads) expect(text, words).toContain(words);
    for (const words of never) expect(text, words).not.toContain(words);
  });
});
