import { describe, expect, it } from 'vitest';
import {
  chunkBytesFor,
  encryptField,
  encryptFields,
  mapFieldPaths,
  splitUtf8,
  type RsaBlockCipher,
} from './rsa.js';

const bytes = (s: string) => new TextEncoder().encode(s).length;
/** A fake cipher that records blocks, so chunking can be checked without RSA. */
const recording = (modulusBits: number) => {
  const blocks: string[] = [];
  const cipher: RsaBlockCipher = {
    modulusBits,
    encryptBlock: (chunk) => {
      blocks.push(chunk);
      return `<${blocks.length}>`;
    },
  };
  return { cipher, blocks };
};

describe('RSA long-text chunking (spec 01 §5, §9: about 117-byte chunks with a 1024-bit key)', () => {
  it('derives the chunk size from the key: modulus bytes minus 11', () => {
    expect(chunkBytesFor(1024)).toBe(117);
    expect(chunkBytesFor(2048)).toBe(245);
    expect(() => chunkBytesFor(64)).toThrow(RangeError);
  });

  it('splits by UTF-8 bytes and never inside a code point', () => {
    const text = '北京市朝阳区建国路88号'.repeat(10) + '😀'.repeat(40);
    const chunks = splitUtf8(text, 117);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(bytes(chunk)).toBeLessThanOrEqual(117);
    expect(chunks.length).toBeGreaterThan(3);
  });

  it('keeps a short value in one block and joins long ones with commas', () => {
    const short = recording(1024);
    expect(encryptField('Demo@2026', short.cipher)).toBe('<1>');
    const long = recording(1024);
    const out = encryptField('地址'.repeat(60), long.cipher);
    expect(out.split(',')).toHaveLength(long.blocks.length);
    expect(long.blocks.every((b) => bytes(b) <= 117)).toBe(true);
  });

  it('encrypts only the named string fields', () => {
    const { cipher } = recording(1024);
    const out = encryptFields({ loginName: 'op01', password: 'x', n: 1 }, ['password', 'n'], cipher);
    expect(out).toEqual({ loginName: 'op01', password: '<1>', n: 1 });
  });
});

describe('encrypted fields inside lists (spec 01 §5; issue 15 beneficial owners and actual controllers)', () => {
  it('mapFieldPaths reaches `list[].field` of every item and leaves the rest and the input as they are', () => {
    const payload = {
      note: 'plain',
      secret: 's',
      list: [{ name: '甲', credNo: '1', address: '北京' }, { name: '乙' }, null],
    };
    const out = mapFieldPaths(
      payload,
      ['secret', 'list[].name', 'list[].credNo', 'absent[].x'],
      (v) => `<${v}>`,
    );
    expect(out).toEqual({
      note: 'plain',
      secret: '<s>',
      list: [{ name: '<甲>', credNo: '<1>', address: '北京' }, { name: '<乙>' }, null],
    });
    expect(payload.list[0]).toEqual({ name: '甲', credNo: '1', address: '北京' });
  });

  it('encryptFields encrypts the listed items’ fields like top-level ones', () => {
    const { cipher } = recording(1024);
    const out = encryptFields(
      { list: [{ name: '甲', credNo: '11010519491231002X' }] },
      ['list[].credNo'],
      cipher,
    );
    expect(out.list).toEqual([{ name: '甲', credNo: '<1>' }]);
  });
});
