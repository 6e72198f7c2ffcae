import { describe, expect, it } from 'vitest';
import { contentPartsFile } from './content-parts-file.ts';

describe('the content parts file', () => {
  it('each part decodes from its byte range to what went in, multi-byte text included', () => {
    const parts = { pages: { about: 'Über uns – “quotes”' }, 'messages:ar': { hi: 'مرحبا' }, empty: {}, list: [1, 2] };
    const { bytes, offsets } = contentPartsFile(parts);
    expect(Object.keys(offsets)).toEqual(Object.keys(parts));
    const decoder = new TextDecoder();
    for (const [key, [start, end]] of Object.entries(offsets))
      expect(JSON.parse(decoder.decode(bytes.subarray(start, end)))).toEqual(parts[key as keyof typeof parts]);
    expect(offsets['messages:ar']![0]).toBe(offsets.pages![1]);
    expect(bytes.length).toBe(offsets.list![1]);
  });
});
