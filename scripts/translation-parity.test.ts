import { describe, expect, it } from 'vitest';
import { contentFiles, englishSourceOf, sourceHash, translationParityProblems } from './translation-parity.ts';

const EN_JSON = JSON.stringify({ rows: [{ id: 'sso', title: 'Single sign-on', steps: 12 }] });
const EN_MD =
  '---\ntitle: "Contact {{name}}"\ncta:\n  - label: "Book a demo"\n    href: /contact?topic=demo\n---\n\nSee [pricing](/pricing).\n';
const deJson = (data: object) => JSON.stringify({ translatedFrom: sourceHash(EN_JSON), ...data });
const deMd = (front: string, body = 'Siehe [Preise](/pricing).\n') =>
  `---\ntitle: "{{name}} kontaktieren"\n${front}translatedFrom: ${sourceHash(EN_MD)}\n---\n\n${body}`;
const CTA = 'cta:\n  - label: "Demo buchen"\n    href: /contact?topic=demo\n';

describe('translated content files', () => {
  it('every *.<locale>.json and *.<locale>.md under content/ matches its English file', () => {
    const files = contentFiles();
    expect(Object.keys(files).some((f) => englishSourceOf(f))).toBe(true);
    expect(translationParityProblems(files)).toEqual([]);
  });

  it('a plans translation holds words only: the matrix of which plan has which feature is the English file’s', () => {
    const files = contentFiles();
    const english = 'content/pricing/plans.json';
    const matrix = JSON.parse(files[english]!).groups[0].features[0].plans;
    const german = JSON.parse(files['content/pricing/plans.de.json']!);
    expect(german.groups[0].features[0]).not.toHaveProperty('plans');
    german.groups[0].features[0].plans = matrix;
    const problems = translationParityProblems({
      [english]: files[english]!,
      'content/pricing/plans.de.json': JSON.stringify(german),
    });
    expect(problems).toEqual([
      {
        file: 'content/pricing/plans.de.json',
        path: 'groups[0].features[0].plans',
        message: 'is taken from the English file: remove it here (a translation holds words only)',
      },
    ]);
  });

  it('maps a translation to its English file after any tenant infix', () => {
    expect(englishSourceOf('content/pages/contact.cofi.de.md')).toBe('content/pages/contact.cofi.md');
    expect(englishSourceOf('content/home.ar.json')).toBe('content/home.json');
    expect(englishSourceOf('content/pages/contact.cofi.md')).toBeUndefined();
  });

  it('accepts a faithful translation', () => {
    const files = {
      'content/x.json': EN_JSON,
      'content/x.de.json': deJson({ rows: [{ id: 'sso', title: 'Single Sign-on', steps: 12 }] }),
      'content/p.md': EN_MD,
      'content/p.de.md': deMd(CTA),
    };
    expect(translationParityProblems(files)).toEqual([]);
  });

  it('fails on a missing key, a changed id or number, and an extra key', () => {
    const files = {
      'content/x.json': EN_JSON,
      'content/x.de.json': deJson({ rows: [{ id: 'sso-de', steps: 13, extra: 'x' }] }),
    };
    const paths = translationParityProblems(files).map((p) => p.path);
    expect(paths).toEqual(['rows[0].id', 'rows[0].title', 'rows[0].steps', 'rows[0].extra']);
  });

  it('fails on a wrong or missing hash', () => {
    const wrong = deJson({ rows: [{ id: 'sso', title: 'SSO', steps: 12 }] }).replace(/sha256:[0-9a-f]+/, 'sha256:0000');
    const problems = translationParityProblems({ 'content/x.json': EN_JSON, 'content/x.de.json': wrong });
    expect(problems).toMatchObject([{ file: 'content/x.de.json', path: 'translatedFrom' }]);
    const missing = translationParityProblems({
      'content/p.md': EN_MD,
      'content/p.fr.md': '---\ntitle: "{{name}}"\ncta: []\n---\n',
    });
    expect(missing.map((p) => p.path)).toEqual(['translatedFrom', 'cta', '(body)']);
  });

  it('fails on a changed link path, a lost placeholder and a missing front-matter field', () => {
    const files = {
      'content/p.md': EN_MD,
      'content/p.de.md': deMd('cta:\n  - label: "Demo buchen"\n    href: /de/kontakt\n', 'Siehe [Preise](/preise).\n'),
      'content/q.md': EN_MD,
      'content/q.de.md': `---\ntitle: Kontakt\ntranslatedFrom: ${sourceHash(EN_MD)}\n---\n\nSiehe [Preise](/pricing).\n`,
    };
    expect(translationParityProblems(files).map((p) => `${p.file} ${p.path}`)).toEqual([
      'content/p.de.md cta[0].href',
      'content/p.de.md (body)',
      'content/q.de.md title',
      'content/q.de.md cta',
    ]);
  });

  it('takes {{nameCompound}} for the {{name}} it couples into a compound, and no other placeholder', () => {
    const compound = (title: string) =>
      `---\ntitle: "${title}"\n${CTA}translatedFrom: ${sourceHash(EN_MD)}\n---\n\nSiehe [Preise](/pricing).\n`;
    const files = {
      'content/p.md': EN_MD,
      'content/p.de.md': compound('Die {{nameCompound}}-App kontaktieren'),
      'content/q.md': EN_MD,
      'content/q.de.md': compound('Die {{email}}-App kontaktieren'),
    };
    expect(translationParityProblems(files).map((p) => `${p.file} ${p.path}`)).toEqual(['content/q.de.md title']);
  });

  it('fails on an unparsable file and a translation without its English source', () => {
    const problems = translationParityProblems({
      'content/x.json': EN_JSON,
      'content/x.nl.json': '{',
      'content/y.es.md': '',
    });
    expect(problems.map((p) => `${p.file} ${p.path}`)).toEqual(['content/x.nl.json (file)', 'content/y.es.md (file)']);
  });

  it('a list (a menu) is translated wrapped as `items`: its words may change, its ids and paths not', () => {
    const menu = JSON.stringify([
      { id: 1, title: 'Pricing', path: '/pricing', markdown: '**New:** [Plans](/pricing)' },
    ]);
    const wrapped = (items: object[]) => JSON.stringify({ translatedFrom: sourceHash(menu), items });
    const faithful = {
      'content/menus/m.json': menu,
      'content/menus/m.de.json': wrapped([
        { id: 1, title: 'Preise', path: '/pricing', markdown: '**Neu:** [Tarife](/pricing)' },
      ]),
    };
    expect(translationParityProblems(faithful)).toEqual([]);
    const moved = {
      ...faithful,
      'content/menus/m.de.json': wrapped([
        { id: 2, title: 'Preise', path: '/preise', markdown: '**Neu:** [Tarife](/preise)' },
      ]),
    };
    expect(translationParityProblems(moved).map((p) => p.path)).toEqual([
      'items[0].id',
      'items[0].path',
      'items[0].markdown',
    ]);
  });
});
