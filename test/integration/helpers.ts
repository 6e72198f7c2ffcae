import { SELF } from 'cloudflare:test';

/** A real request through the worker in workerd; redirects are returned, not followed. */
export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(url, { redirect: 'manual', ...init });
}

/** Production host of each tenant, as configured in tenants/*.json. */
export const HOSTS: Record<string, string> = {
  default: 'www.teamtrek.example',
  fitmap: 'fitmap.example',
  wmm: 'www.walkmymiles.example',
  '100kmc': 'www.100kmchallenge.example',
  minimal: 'minimal.teamtrek.example',
  cofi: 'www.corporatefitness.example',
  mzg: 'mzg.corporatefitness.example',
  truenorth: 'truenorth.corporatefitness.example',
};

export const TENANT_IDS = Object.keys(HOSTS);
export const GENERAL_TENANTS = ['default', 'fitmap', 'wmm', '100kmc', 'minimal'];
export const COFI_TENANTS = ['cofi', 'mzg', 'truenorth'];
