import { describe, expect, it } from 'vitest';
import { TENANTS } from './registry.ts';
import { TenantSchema } from './schema.ts';
import { securityContactOf } from './security-contact.ts';

const field = TenantSchema.shape.securityContact;

describe('securityContact: a validated tenant field, security@<domain> by default', () => {
  it.each([
    ['security@teamtrek.example', true],
    ['psirt@corporatefitness.example', true],
    [undefined, true],
    ['not an address', false],
    ['', false],
    // Security reports must not land in a sales or marketing inbox.
    ['sales@teamtrek.example', false],
    ['Sales@teamtrek.example', false],
    ['hello@teamtrek.example', false],
  ])('%s → valid: %s', (value, valid) => {
    const result = field.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid && value?.includes('@') && /^(sales|hello)/i.test(value))
      expect(result.error!.issues[0]!.message).toContain('not sales');
  });

  it('without the field: security@ the tenant’s own domain', () => {
    expect(securityContactOf({ domain: 'fitmap.example' })).toBe('security@fitmap.example');
    expect(securityContactOf({ domain: 'fitmap.example', securityContact: 'psirt@fitmap.example' })).toBe(
      'psirt@fitmap.example',
    );
  });

  it.each(Object.keys(TENANTS))('%s: its security contact is on its domain and is not its sales address', (id) => {
    const tenant = TENANTS[id]!;
    const contact = securityContactOf(tenant);
    expect(contact).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(contact).not.toBe(tenant.contactEmail);
    expect(contact).not.toMatch(/^sales@/);
    if (tenant.securityContact === undefined) expect(contact).toBe(`security@${tenant.domain}`);
  });
});
