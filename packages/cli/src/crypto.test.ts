import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { encryptField } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { createNodeCipher } from './crypto.js';

describe('createNodeCipher', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  // Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809): decrypt raw and strip the padding.
  const decrypt = (b64: string): string => {
    const block = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(b64, 'base64'),
    );
    expect([block[0], block[1]]).toEqual([0, 2]);
    return block.subarray(block.indexOf(0, 2) + 1).toString('utf8');
  };

  it('reads the modulus length from the PEM', () => {
    expect(createNodeCipher(pem).modulusBits).toBe(1024);
  });

  it('encrypts PKCS#1 v1.5 blocks the private key decrypts, chunked by 117 bytes', () => {
    const cipher = createNodeCipher(pem);
    const text = '密码Demo@2026'.repeat(12);
    const chunks = encryptField(text, cipher).split(',');
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map(decrypt).join('')).toBe(text);
  });
});
