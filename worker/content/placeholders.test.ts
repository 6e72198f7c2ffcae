import { describe, expect, it } from 'vitest';
import { fillPageCopy, fillPlaceholders } from './placeholders.ts';

const tenant = { name: 'Corporate Fitness', contactEmail: 'hello@cofi.example', domain: 'cofi.example' };

describe('fillPlaceholders', () => {
  it('fills the tenant words and leaves unknown ones as written', () => {
    expect(fillPlaceholders('{{name}} at {{email}} on {{domain}}, {{other}}', tenant)).toBe(
      'Corporate Fitness at hello@cofi.example on cofi.example, {{other}}',
    );
  });

  it('works a word out only when the copy asks for it: copy without placeholders never reads the form address', () => {
    const broken = { ...tenant, contactFormPostUrl: 'not a URL' };
    expect(fillPlaceholders('Plain copy, no tenant words', broken)).toBe('Plain copy, no tenant words');
    expect(fillPlaceholders('{{name}} on {{domain}}', broken)).toBe('Corporate Fitness on cofi.example');
    expect(() => fillPlaceholders('Forms go to {{formsHost}}', broken)).toThrow(/Invalid URL/);
    expect(
      fillPlaceholders('Forms go to {{formsHost}}', { ...tenant, contactFormPostUrl: 'https://forms.example/f/1' }),
    ).toBe('Forms go to forms.example');
  });

  it('couples a several-word name into a German or Dutch compound', () => {
    expect(fillPlaceholders('die {{nameCompound}}-App', tenant)).toBe('die Corporate-Fitness-App');
    expect(fillPlaceholders('die {{nameCompound}}-App', { name: 'TeamTrek' })).toBe('die TeamTrek-App');
  });
});

describe('fillPageCopy', () => {
  it('fills every word a page shows, from Markdown HTML or CMS rich text, escaping only the HTML', () => {
    const page = fillPageCopy(
      {
        title: 'Why {{name}}',
        description: 'Ask {{email}}',
        cta: [{ label: 'Talk to {{name}}', href: '/contact' }],
        html: '<p>{{name}}</p>',
        blocks: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: '{{name}} & you' }] },
          {
            type: 'paragraph',
            children: [{ type: 'link', url: '/pricing', children: [{ type: 'text', text: 'Prices of {{name}}' }] }],
          },
          {
            type: 'list',
            format: 'unordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'Run by {{name}}', bold: true }] }],
          },
        ],
      },
      { ...tenant, name: 'A & B' },
    );
    expect(page.title).toBe('Why A & B');
    expect(page.description).toBe('Ask hello@cofi.example');
    expect(page.cta).toEqual([{ label: 'Talk to A & B', href: '/contact' }]);
    expect(page.html).toBe('<p>A &amp; B</p>');
    expect(JSON.stringify(page.blocks)).not.toContain('{{');
    expect(page.blocks![2]).toEqual({
      type: 'list',
      format: 'unordered',
      children: [{ type: 'list-item', children: [{ type: 'text', text: 'Run by A & B', bold: true }] }],
    });
  });
});
