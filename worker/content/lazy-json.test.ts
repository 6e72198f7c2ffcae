import { describe, expect, it, vi } from 'vitest';
import { lazyJsonRecord } from './lazy-json.ts';

describe('lazyJsonRecord', () => {
  it('parses a field on its first read only, and keeps the value', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const record = lazyJsonRecord<{ a: { x: number }; b: string[] }>({ a: '{"x":1}', b: '["y"]' });
    expect(parse).not.toHaveBeenCalled();
    expect(record.a).toEqual({ x: 1 });
    expect(record.a).toBe(record.a);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('lists its fields like a plain object (spread, keys, equality)', () => {
    const record = lazyJsonRecord<{ a: number; b: number }>({ a: '1', b: '2' });
    expect(Object.keys(record)).toEqual(['a', 'b']);
    expect({ ...record }).toEqual({ a: 1, b: 2 });
    expect(record).toEqual({ a: 1, b: 2 });
  });
});
