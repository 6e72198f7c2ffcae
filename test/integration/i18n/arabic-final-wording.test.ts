import { describe, expect, it } from 'vitest';
import { pageHtmlOf, textOf } from '../helpers.ts';

// A native editor's last corrections, as the Arabic pages now read (and what they no longer say).
const PAGES: [path: string, reads: string[], never: string[]][] = [
  [
    '/ar/features',
    [
      'ثم يسلّم العصا إلى العضو التالي',
      'ذكر أو أنثى أو غير ذلك',
      'ذكور وإناث وفئة أخرى',
      'لا يمنح المنظمون زملاءهم إلا الصلاحيات',
      'خطة المستوى الأول',
      'خطة المستوى الثاني',
      'متوسط الوتيرة',
      'إجمالي الصعود',
      'ممارسات العقل والجسد',
      'للأصدقاء فقط',
      'قراءة إعدادات الفعالية ولوحات المتصدرين وتعديلها',
      'التزلج على الثلج باللوح',
    ],
    [
      'قبل أن يتسلّم',
      'أو أنثى أو آخر',
      'وإناث وآخر',
      'خطة البداية',
      'الإيقاع',
      'الارتفاع المكتسب',
      'والجسم',
      'التزلج على اللوح',
    ],
  ],
  ['/ar/solutions/relay-races', ['يضيف كل عضو نشاطه إلى مجموع الفريق ببساطة'], ['يضيف كل عضو ببساطة']],
  ['/ar/', ['اطّلع على الأسعار', 'أول 10,000 خطوة'], ['عرض الأسعار']],
  ['/ar/solutions', ['اطّلع على الأسعار', 'وفق منهجية محوّل الخطوات'], ['عرض الأسعار', 'بطريقة محوّل']],
  ['/ar/solutions/white-label', ['لنحدّد معًا ما يحتاجه تطبيقك', 'فيمن يرى'], ['لتحديد نطاق', 'في من يرى']],
  [
    '/ar/solutions/fitness-challenges',
    ['وتيرة السباحة', 'فيفوز الأكثر مواظبة', 'في شهر هادئ مطلع العام', 'أفكار للتحديات'],
    ['إيقاع السباحة', 'من حضر أكثر', 'يناير هادئ'],
  ],
  ['/ar/solutions/running-challenges', ['الأرقام الشخصية'], ['أفضل الأداءات']],
  ['/ar/solutions/corporate-challenges', ['أفكار للتحديات'], ['أفكار التحديات']],
  ['/ar/challenges/journeys/us-route-66', ['غراند كانيون'], ['الغراند كانيون']],
  ['/ar/solutions/security-privacy', ['صلاحيات الاطلاع: أدوار المسؤولين'], ['من يرى ماذا']],
  ['/ar/challenges/journeys/european-landmarks', ['يبلغ طول الرحلة نحو 3,440 كم، فتصل مجموعة'], []],
  ['/ar/challenges/journeys/us-west-coast', ['ويبلغ طولها نحو 2,420 كم، فهي من أقصر الرحلات'], []],
  [
    '/ar/challenges/journeys/solar-system',
    ['يمكن أن يمنح كل كوكب شارة', 'هدفًا مشتركًا لمؤسسة بأكملها أو تحديًا طويلًا بين الفرق'],
    ['أن يفتح شارة'],
  ],
  ['/ar/solutions/hybrid-events', ['أن تعرض على قائمة الانتظار بديلًا'], ['وجهةً لقائمة الانتظار']],
  ['/ar/start-trial', ['نوع التحدي المناسب لفريقك'], ['بصيغة تناسب فريقك']],
  ['/ar/pricing', ['لا يتوفر خيار الفعالية لمرة واحدة؛ السعر'], ['لا تتوفر فعالية لمرة واحدة']],
  ['/ar/challenges/journeys', ['إلى حديقة غلاسير الوطنية'], []],
  ['/ar/contact', ['اختر موضوعًا'], ['اختر واحدًا']],
  ['/ar/challenges', ['أربعة برامج', 'أربع جلسات'], ['4 برامج', '4 جلسات']],
];

describe('Arabic pages read as the native editor’s last pass corrected them', () => {
  it.each(PAGES)('%s', async (path, reads, never) => {
    const text = textOf(await pageHtmlOf('default', path));
    for (const words of reads) expect(text, words).toContain(words);
    for (const words of never) expect(text, words).not.toContain(words);
  });

  it('the solutions pages’ breadcrumb names the index «الحلول», as the menu does', async () => {
    const html = await pageHtmlOf('default', '/ar/solutions/relay-races');
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    const graph = JSON.parse(json)['@graph'] as { '@type': string; itemListElement?: { name: string }[] }[];
    const names = graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement!.map((i) => i.name);
    expect(names[1]).toBe('الحلول');
    expect(textOf(html)).not.toContain('حلول لكل نوع من المؤسسات');
  });

  it('the help centre link says «(بالإنجليزية، يُفتح في علامة تبويب جديدة)» once, not two brackets in a row', async () => {
    const html = await pageHtmlOf('default', '/ar/');
    expect(html).toMatch(/>مركز المساعدة \(بالإنجليزية<span class="go\w+">، يُفتح في علامة تبويب جديدة<\/span>\)<\/a>/);
    expect(textOf(html)).not.toContain('(بالإنجليزية) (يُفتح');
  });
});
