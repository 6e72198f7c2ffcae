import { describe, expect, it } from 'vitest';
import { ConfigError, isKnownHost, resolveTenant, resolveUpstreamTenant, tenantIdForHost } from './resolve.ts';

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
    // Names are read as URLSearchParams decodes them, percent-encoded or not; other parameters change nothing.
    ['https://www.teamtrek.example/?t%65nant=mzg', 'mzg', 'cofi'],
    ['https://www.teamtrek.example/?gclid=abc&x=1', 'default', 'default'],
    ['https://www.teamtrek.example/?gclid=abc&b%61seTenant=cofi', 'cofi', 'cofi'],
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

describe('resolveUpstreamTenant', () => {
  const upstream = (url: string, build = 'default') => {
    const u = new URL(url);
    return resolveUpstreamTenant(u, resolveTenant(u, build), build).id;
  };
  it.each([
    ['https://www.teamtrek.example/x?tenant=cofi', 'default'],
    ['https://www.teamtrek.example/x?baseTenant=cofi&tenant=mzg', 'default'],
    ['https://fitmap.example/x?tenant=minimal', 'fitmap'],
    ['https://www.corporatefitness.example./x?tenant=wmm', 'cofi'],
    ['https://unknown.example/x?tenant=cofi', 'default'],
    ['https://www.corporatefitness.example/x', 'cofi'],
    ['http://default.localhost:8787/x?tenant=cofi', 'cofi'],
    ['http://localhost:8787/x?baseTenant=cofi&tenant=truenorth', 'truenorth'],
  ])('%s → upstreams of %s', (url, id) => {
    expect(upstream(url)).toBe(id);
  });
  it('uses the build setting for unknown hosts', () => {
    expect(upstream('https://unknown.example/x?tenant=fitmap', 'cofi')).toBe('cofi');
  });
});

describe('hosts', () => {
  it('a trailing dot and case do not matter', () => {
    expect(tenantIdForHost('WWW.CorporateFitness.example.')).toBe('cofi');
    expect(tenantIdForHost('mzg.localhost.')).toBe('mzg');
  });
  it.each([
    ['www.teamtrek.example', true],
    ['www.teamtrek.example.', true],
    ['fitmap.localhost', true],
    ['localhost', true],
    ['nosuch.localhost', true],
    ['evil.example', false],
    ['localhost.evil.example', false],
  ])('isKnownHost(%s) = %s', (host, known) => {
    expect(isKnownHost(host)).toBe(known);
  });
});
