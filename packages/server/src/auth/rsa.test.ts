import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { encryptField, type RsaBlockCipher } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { decryptField, type RsaKeyPair } from './rsa.js';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const keys: RsaKeyPair = { keyId: 'k', publicPem: publicKey, privatePem: privateKey, modulusBits: 1024 };
const cipher: RsaBlockCipher = {
  modulusBits: 1024,
  encryptBlock: (chunk) =>
    publicEncrypt(
      { key: createPublicKey(publicKey), padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(chunk),
    ).toString('base64'),
};

describe('server-side RSA field decryption (spec 01 §5, DESIGN §7)', () => {
  it('decrypts a PKCS#1 v1.5 password block made by the client', () => {
    expect(decryptField(keys, encryptField('Demo@2026', cipher))).toBe('Demo@2026');
  });

  it('decrypts long text chunked at 117 bytes on code-point boundaries', () => {
    const address = '上海市浦东新区世纪大道100号环球金融中心88层'.repeat(8);
    expect(decryptField(keys, encryptField(address, cipher))).toBe(address);
  });

  it.each([
    ['plain text sent unencrypted', 'Demo@2026'],
    ['empty string', ''],
    ['a block of the wrong length', Buffer.alloc(64, 7).toString('base64')],
    ['a block of zeros', Buffer.alloc(128).toString('base64')],
    [
      'a valid block with one byte flipped',
      (() => {
        const block = Buffer.from(encryptField('Demo@2026', cipher), 'base64');
        block[60] = (block[60]! + 1) % 256;
        return block.toString('base64');
      })(),
    ],
    [
      'a block encrypted without padding',
      (() => {
        const raw = Buffer.alloc(128, 0x41);
        raw[0] = 0;
        return publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, raw).toString('base64');
      })(),
    ],
  ])('answers null, never a reason, for %s', (_name, ciphertext) => {
    expect(decryptField(keys, ciphertext)).toBeNull();
  });
});
