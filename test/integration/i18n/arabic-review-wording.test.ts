import { describe, expect, it } from 'vitest';
import { pageHtmlOf, textOf } from '../helpers.ts';

/** The page with its attributes kept (aria-label, alt), entities undone. */
const markupOf = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");

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
  ['/ar/challenges/journeys/solar-system', ['ولا تبعد عن عطارد سوى 50 كم'], ['وعلى بُعد 50 كم فقط بعد عطارد']],
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

const JOURNEYS = [
  'camino-de-santiago',
  'european-landmarks',
  'great-wall-of-china',
  'new-zealand-te-araroa-trail',
  'seven-wonders-of-the-ancient-world',
  'solar-system',
  'us-east-coast',
  'us-national-parks',
  'us-route-66',
  'us-west-coast',
];
const TESTIMONIAL =
  'يكتفي الأعضاء بمزامنة Garmin أو Strava أو هواتفهم، فيسير تحدي المسافة من تلقاء نفسه. وقد أبقى ذلك أعضاء النادي نشطين طوال الشتاء.';

// The grammar of the pages a buyer reads first: conditional answers with «ف», verbs with their
// objects and subjects, one gender per pronoun; then the calques and second terms beside them.
const GRAMMAR: [path: string, reads: string[], never: string[]][] = [
  [
    '/ar/start-trial',
    [
      'وإن لم تفعل شيئًا، فستنتهي التجربة ببساطة',
      'أو فتحه للجميع',
      'اختر إحدى التجارب أعلاه',
      'مدير الفعاليات، وفيه تغيّر',
      'COROS',
    ],
    ['، تنتهي التجربة', 'الإطلاق للجميع', 'من الأعلى', 'مدير الفعاليات، حيث', 'Coros'],
  ],
  [
    '/ar/trial/distance-challenge',
    ['وإن لم تفعل شيئًا، فستنتهي التجربة ببساطة', 'مدير الفعاليات، وفيه'],
    ['، تنتهي التجربة', 'حيث', 'Coros'],
  ],
  [
    '/ar/trial/team-wellbeing',
    ['وإن لم تفعل شيئًا، فستنتهي التجربة ببساطة', 'أدِر التحدي بوصفه فريقًا واحدًا'],
    ['، تنتهي التجربة', 'كفريق واحد', 'حيث'],
  ],
  [
    '/ar/trial/step-challenge',
    ['وإن لم تفعل شيئًا، فسيتوقف التحدي', 'أو فتحه للجميع'],
    ['، يتوقف التحدي', 'إطلاقه للجميع', 'Coros'],
  ],
  [
    '/ar/pricing',
    [
      'مهما كان عدد أنشطته أو أجهزة التتبع التي يستخدمها أو الفرق التي ينتمي إليها',
      'أما إن احتجت إلى شروط تعاقدية خاصة، فاختر إضافة «اتفاقية معالجة بيانات أو تعاقد مخصص»',
      'لا يتوفر سعر سنوي؛ السعر',
    ],
    ['أو أجهزة التتبع أو الفرق', 'أما شروط عقدك', 'لا يتوفر سعر سنوي:'],
  ],
  ['/ar/contact', ['وإن كانت مكالمة ستفيدك، فسنقترح عليك موعدًا'], ['ستفيدك، نقترح']],
  ['/ar/', [TESTIMONIAL, 'والمسافات والصعود'], ['هواتفهم فقط', 'لقد أبقى', 'ارتفاعات']],
  [
    '/ar/solutions',
    [
      'فالشركة تريد أن يشعر موظفوها في المواقع والورديات المختلفة بأنهم فريق واحد',
      'وما الذي تعدّه نجاحًا',
      'بالمسافة أو الوقت أو إجمالي الصعود أو النتيجة',
      'في فعالية واحدة',
      'COROS',
    ],
    ['زملاؤها', 'يبدو النجاح', 'الارتفاع', 'كفعالية', 'Coros'],
  ],
  [
    '/ar/solutions/security-privacy',
    [
      'لم تستغرق مراجعتنا أكثر من نصف يوم',
      'Lena Fischer',
      'تسجيل الدخول الموحّد',
      'النوع والمسافة والمدة والصعود',
      'استيراد المنظِّم للأنشطة',
      'استبيانك الأمني',
      'يستقبل نماذج الاتصال والدعم التي ترسلها على هذا الموقع ويوصلها',
    ],
    ['ظهيرة', 'لينا فيشر', 'الارتفاع', 'من قِبل', 'استبيان الأمان', 'استبيانًا أمنيًا', 'تستقبل نماذج'],
  ],
  [
    '/ar/features',
    ['المسافة والوقت وإجمالي الصعود', 'ولا يظهر نشاطًا منفصلًا', 'تُرفع في ملفات GPX'],
    ['الارتفاع', 'كنشاط', 'كملف'],
  ],
  ['/ar/solutions/running-challenges', ['إجمالي الصعود: بالأمتار'], ['الارتفاع', 'Coros']],
  ['/ar/solutions/hybrid-events', ['في فعالية واحدة', 'أو يُرفع في ملف GPX'], ['كفعالية', 'كملف', 'Coros']],
  [
    '/ar/challenges/journeys',
    ['خطّط رحلة مجموعتك: «', 'اختر رحلة مما سبق', 'بمقياس متناسب، من الشمس إلى نبتون: قُطع'],
    ['خطّط لمجموعتك', 'من الأعلى', 'بالمقياس الحقيقي'],
  ],
  [
    '/ar/challenges/journeys/us-route-66',
    ['خطّط رحلة مجموعتك على هذا المسار', 'أشهر رحلاتنا'],
    ['خطّط لمجموعتك', 'الكتالوج'],
  ],
  ...JOURNEYS.map((slug): [string, string[], string[]] => [
    `/ar/challenges/journeys/${slug}`,
    ['لمن تصلح هذه الرحلة؟', TESTIMONIAL],
    ['لمن تناسب', 'هواتفهم فقط'],
  ]),
];

describe('Arabic pages a buyer reads first have no grammar error left', () => {
  it.each(GRAMMAR)('%s', async (path, reads, never) => {
    const text = textOf(await pageHtmlOf('default', path));
    for (const words of reads) expect(text, words).toContain(words);
    for (const words of never) expect(text, words).not.toContain(words);
  });

  it('the trust centre names the roles table, its reviewer and the sign-on providers as Arabic writes them', async () => {
    const html = markupOf(await pageHtmlOf('default', '/ar/solutions/security-privacy'));
    expect(html).toContain('وما يمكن لكل منها قراءته وتعديله وتصديره ومن يمكن لكل منها دعوته"');
    expect(html).not.toContain('ومن يمكنه دعوته');
    expect(html).toMatch(/>LF<\/span>/);
    expect(html).toContain('>Microsoft Entra ID (Azure AD)، وOkta، وGoogle Workspace</a>');
  });

  it('the journeys index and the home pictures describe themselves without calques', async () => {
    const index = markupOf(await pageHtmlOf('default', '/ar/challenges/journeys'));
    expect(index).toMatch(/قطع أحد الفرق [\d,٬]+ كم وتجاوز/);
    expect(index).not.toMatch(/قطع فريق /);
    const home = markupOf(await pageHtmlOf('default', '/ar/'));
    expect(home).toMatch(/يُزامَن النشاط من .+? إلى TeamTrek، وقد بلغ/);
    expect(home).not.toContain('تتم مزامنة');
  });
});
