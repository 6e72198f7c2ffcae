import { describe, expect, it } from 'vitest';
import type { Decision } from './decide.ts';
import { refuseMethod } from './methods.ts';

const page = { kind: 'not-found' } as Decision;
const legacy = { kind: 'legacy', mode: 'proxy', upstream: 'https://legacy.example.com/x' } as Decision;
const appProxy = { kind: 'handoff', mode: 'proxy', upstream: 'https://app.example.com/x' } as Decision;
const appRedirect = { kind: 'handoff', mode: 'redirect', upstream: 'https://app.example.com/x' } as Decision;
const hostilePath = { kind: 'clean-path', status: 308, location: '/x' } as Decision;

const allow = (method: string, decision: Decision) => {
  const refused = refuseMethod(method, decision);
  return refused ? `${refused.status} ${refused.headers.get('allow')}` : 'ok';
};

describe('refuseMethod', () => {
  it.each([
    ['GET', page, 'ok'],
    ['HEAD', page, 'ok'],
    ['POST', page, '405 GET, HEAD'],
    ['OPTIONS', page, '405 GET, HEAD'],
    ['POST', legacy, 'ok'],
    ['PUT', legacy, '405 GET, HEAD, POST'],
    ['DELETE', appProxy, 'ok'],
    ['OPTIONS', appProxy, 'ok'],
    ['POST', appRedirect, '405 GET, HEAD'],
    ['POST', hostilePath, 'ok'],
    ['TRACE', hostilePath, '405 GET, HEAD'],
    ['TRACE', appProxy, '405 GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['PROPFIND', legacy, '405 GET, HEAD, POST'],
  ])('%s on %o → %s', (method, decision, expected) => {
    expect(allow(method, decision)).toBe(expected);
  });
});
