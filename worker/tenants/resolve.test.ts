import { describe, expect, it } from 'vitest';
import { ConfigError, resolveTenant } from './resolve.ts';

const resolve = (url: string, build = 'default') => resolveTenant(new URL(url), build);

describe('resolveTenant', () => {
  it.each([
    ['https://www.teamtrek.example/', 'default', 'default'],
    ['https://teamtrek.app/', 'default', 'default'],
    ['https://www.corporatefitness.example/', 'cofi', 'cofi'],
    ['https://fitmap.example/', 'fitmap', 'default'],
    ['https://www.walkmymiles.example/', 'wmm', 'default'],
    ['https://100kmchallenge.example/', '100kmc', 'default'],
    ['https://minimal.teamtrek.example/', 'minimal', 'default'],
    ['https://mzg.corporatefitness.example/', 'mzg', 'cofi'],
    ['https://truenorth.corporatefitness.example/', 'truenorth', 'cofi'],
    ['http://cofi.localhost:8787/', 'cofi', 'cofi'],
    ['http://100kmc.localhost:8787/', '100kmc', 'default'],
    ['http://mzg.localhost:8787/x', 'mzg', 'cofi'],
    ['http://WWW.CorporateFitness.example/', 'cofi', 'cofi'],
    ['https://unknown.example/', 'default', 'default'],
    ['http://localhost:8787/', 'default', 'default'],
    ['http://nosuch.localhost:8787/', 'default', 'default'],
    ['https://www.teamtrek.example/?baseTenant=cofi', 'cofi', 'cofi'],
    ['https://www.teamtrek.example/?baseTenant=cofi&tenant=mzg', 'mzg', 'cofi'],
    ['https://www.teamtrek.example/?baseTenant=cofi&tenant=fitmap', 'cofi', 'cofi'],
    ['https://www.teamtrek.example/?tenant=mzg', 'mzg', 'cofi'],
    ['https://www.teamtrek.example/?tenant=WMM', 'wmm', 'default'],
    ['https://www.corporatefitness.example/?baseTenant=default', 'default', 'default'],
    ['https://fitmap.example/?baseTenant=default', 'fitmap', 'default'],
    ['https://fitmap.example/?baseTenant=cofi', 'cofi', 'cofi'],
    ['https://www.teamtrek.example/?baseTenant=fitmap', 'default', 'default'],
    ['https://www.teamtrek.example/?baseTenant=%00&tenant=<script>', 'default', 'default'],
    ['https://www.teamtrek.example/?tenant=', 'default', 'default'],
  ])('%s → %s (base %s)', (url, id, baseId) => {
    const resolved = resolve(url);
    expect([resolved.id, resolved.baseId]).toEqual([id, baseId]);
    expect(resolved.tenant.id).toBe(id);
  });

  it('uses the build setting for unknown hosts', () => {
    expect(resolve('https://unknown.example/', 'cofi').id).toBe('cofi');
    expect(resolve('https://unknown.example/?tenant=mzg', 'cofi').id).toBe('mzg');
  });

  it('fails clearly when the build setting names no base tenant', () => {
    expect(() => resolve('https://www.teamtrek.example/', 'fitmap')).toThrow(ConfigError);
    expect(() => resolve('https://www.teamtrek.example/', 'nope')).toThrow(/TENANT="nope" is not a base tenant/);
  });
});
