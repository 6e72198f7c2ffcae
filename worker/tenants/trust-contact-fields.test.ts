import { describe, expect, it } from 'vitest';
import { PAGE_LOCALES, type AuthoredLocale } from '../../common/i18n/locales.ts';
import { TENANTS } from './registry.ts';
import { TenantSchema } from './schema.ts';

const { formService, contactTeam } = TenantSchema.shape;
const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error!.issues.map((i) => i.message).join('; ');

describe('formService: the form service the trust centre names as a sub-processor', () => {
  it('a missing value says what to add', () => {
    const result = formService.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(message(result)).toContain('add "formService"');
  });

  it.each([
    [{ name: 'Relayform Ltd', country: 'IE' }, true],
    [{ name: 'Relayform Ltd', country: 'Ireland' }, false],
    [{ name: '', country: 'IE' }, false],
    [{ name: 'Relayform Ltd' }, false],
  ])('%j → valid: %s', (value, valid) => expect(formService.safeParse(value).success).toBe(valid));

  it('a country that is not a code names the rule', () => {
    expect(message(formService.safeParse({ name: 'Relayform Ltd', country: 'Ireland' }))).toContain('ISO 3166-1');
  });
});

describe('contactTeam: who answers the contact form', () => {
  // A role in every authored locale, derived from the one list.
  const role = Object.fromEntries(PAGE_LOCALES.map((locale) => [locale, `Lead (${locale})`])) as Record<
    AuthoredLocale,
    string
  >;
  it('needs a name and the role in every page language', () => {
    expect(contactTeam.safeParse({ name: 'Hannah Okoye', role }).success).toBe(true);
    const { ar: _ar, ...noArabic } = role;
    expect(contactTeam.safeParse({ name: 'Hannah Okoye', role: noArabic }).success).toBe(false);
    expect(message(contactTeam.safeParse(undefined))).toContain('add "contactTeam"');
  });

  it('each brand names its own person; subtenants inherit their brand’s', () => {
    expect(TENANTS.default!.contactTeam.name).not.toBe(TENANTS.cofi!.contactTeam.name);
    expect(TENANTS.mzg!.contactTeam).toEqual(TENANTS.cofi!.contactTeam);
  });
});
