import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../generated/site-data.ts';
import { englishTranslate, messagesFor, translator } from './messages.ts';
import { localizedPrimaryAction, PRIMARY_ACTION_MESSAGES } from './primary-action.ts';

describe('localizedPrimaryAction', () => {
  it.each(Object.values(SITE_DATA.tenants).map((t) => [t.id, t] as const))(
    "%s: its action has a message whose English is the config's label",
    (_, tenant) => {
      const key = PRIMARY_ACTION_MESSAGES[tenant.primaryAction.path];
      expect(key, `add ${tenant.primaryAction.path} to PRIMARY_ACTION_MESSAGES`).toBeDefined();
      expect(englishTranslate(key!)).toBe(tenant.primaryAction.label);
    },
  );

  it('English keeps the config label; German and Arabic get the catalogue words', async () => {
    const { cofi, default: general } = SITE_DATA.tenants;
    expect(localizedPrimaryAction(cofi!.primaryAction, 'en', englishTranslate)).toEqual(cofi!.primaryAction);
    const german = translator(await messagesFor('de'));
    expect(localizedPrimaryAction(cofi!.primaryAction, 'de', german)).toEqual({
      label: 'Demo buchen',
      path: '/contact?topic=demo',
    });
    const arabic = translator(await messagesFor('ar'));
    expect(localizedPrimaryAction(general!.primaryAction, 'ar', arabic).label).toBe('ابدأ تجربة مجانية');
  });
});
