import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptField } from '@funddesk/core';
import { createJsEncryptCipher } from './jsEncryptCipher';

describe('createJsEncryptCipher (spec 01 §5, §9: PKCS#1 v1.5, 117-byte chunks for 1024 bits)', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  /** Decrypts one block without padding checks and strips PKCS#1 v1.5 type-2 padding. */
  const open = (b64: string): string => {
    const block = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(b64, 'base64'),
    );
    expect(block[0]).toBe(0);
    expect(block[1]).toBe(2);
    return block.subarray(block.indexOf(0, 2) + 1).toString('utf8');
  };

  it('reads the modulus length from the key and encrypts one block the server can open', () => {
    const cipher = createJsEncryptCipher(pem);
    expect(cipher.modulusBits).toBe(1024);
    const out = cipher.encryptBlock('Demo@2026');
    expect(Buffer.from(out, 'base64')).toHaveLength(128);
    expect(open(out)).toBe('Demo@2026');
  });

  it('long Chinese text is chunked on code points and every chunk opens', () => {
    const cipher = createJsEncryptCipher(pem);
    const address = '上海市浦东新区陆家嘴环路1000号恒生银行大厦'.repeat(4);
    const chunks = encryptField(address, cipher).split(',');
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map(open).join('')).toBe(address);
  });
});
