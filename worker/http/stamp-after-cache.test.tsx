import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm, { type ContactFormProps } from '../../client/islands/contact-form.tsx';
import { Island, IslandCollector, IslandContext } from '../../common/islands/island.tsx';
import type { FormStamp } from './form-stamp.ts';
import { stampAfterCache } from './stamp-after-cache.ts';

const OLD: FormStamp = {
  key: '11111111-1111-4111-8111-111111111111',
  startedAt: 1_700_000_000_000,
  startedSig: 'old-signature_A',
};
const NEW: FormStamp = {
  key: '22222222-2222-4222-8222-222222222222',
  startedAt: 1_800_000_000_000,
  startedSig: 'new-signature_B',
};

/** A contact page's form island as the server renders it, with values that need escaping in an attribute. */
function page(stamp: FormStamp): string {
  const props: ContactFormProps = {
    kind: 'contact',
    topic: 'demo',
    values: { name: `O'Brien & Sons <Ltd> "quoted"`, message: 'Ünïcode ✓ &amp; stays text' },
    errors: {},
    stamp,
    search: '?gclid=a&tenant=mzg',
    labels: { 'form.name': 'Your name' },
  };
  return renderToString(
    <IslandContext.Provider value={new IslandCollector()}>
      <Island name="contact-form" component={ContactForm} props={props} when="idle" />
    </IslandContext.Provider>,
  );
}

const propsOf = (html: string) => /data-props="([^"]*)"/.exec(html)![1]!;
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
/** HTMLRewriter writes a changed void element as `<input … />`; React as `<input …/>`. */
const voidTags = (html: string) => html.replaceAll(' />', '/>');

describe('stampAfterCache', () => {
  it('writes the new stamp into the island props and the hidden fields, and nothing else changes', async () => {
    const stamped = await stampAfterCache(new Response(page(OLD)), NEW).text();
    // The props are written exactly as React writes them for that stamp (escaping included).
    expect(propsOf(stamped)).toBe(propsOf(page(NEW)));
    expect([hidden(stamped, 'key'), hidden(stamped, 'startedAt'), hidden(stamped, 'startedSig')]).toEqual([
      NEW.key,
      String(NEW.startedAt),
      NEW.startedSig,
    ]);
    expect(stamped).not.toContain(OLD.key);
    expect(stamped).not.toContain(OLD.startedSig);
    expect(voidTags(stamped)).toBe(page(NEW));
  });

  it('leaves a page without the contact form byte for byte as it was', async () => {
    const html =
      '<main><form><input type="hidden" name="other" value="x"/></form><tt-island data-island="drawer" data-props="{&quot;key&quot;:&quot;k&quot;}"></tt-island></main>';
    expect(await stampAfterCache(new Response(html), NEW).text()).toBe(html);
  });
});
