import { JSEncrypt } from 'jsencrypt';
import type { RsaBlockCipher } from '@funddesk/core';

/**
 * The browser's RSA block cipher: jsencrypt, PKCS#1 v1.5 (spec 01 §5, DESIGN §7, §9). A module of its own so
 * that jsencrypt (~15 KB brotli) is loaded only when a sensitive field is first encrypted (gateway.ts imports
 * it dynamically; issue 17 §1: the login page loads it when the form is submitted).
 * @param publicKeyPem - the gateway's public key (GET A/pc/ssh/public_key)
 * @throws Error 'RSA encryption failed' from encryptBlock when jsencrypt cannot encrypt a chunk
 * @see spec 01 §5 sensitive fields, §9 RSA chunks
 */
export function createJsEncryptCipher(publicKeyPem: string): RsaBlockCipher {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  // jsencrypt types `n` as protected; the modulus length decides the chunk size (117 bytes for 1024 bits).
  const key = encryptor.getKey() as unknown as { n: { bitLength(): number } };
  const modulusBits = key.n.bitLength();
  return {
    modulusBits,
    encryptBlock(chunk) {
      const out = encryptor.encrypt(chunk);
      if (out === false) throw new Error('RSA encryption failed');
      return out;
    },
  };
}
