import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { RsaBlockCipher } from '@funddesk/core';

/**
 * The RSA block cipher of the CLI over node:crypto: PKCS#1 v1.5 with the gateway's PEM public key, the
 * same ciphertext jsencrypt produces in the browser (spec 01 §5, DESIGN §7).
 * @param publicKeyPem - the key answered by GET A/pc/ssh/public_key
 */
export function createNodeCipher(publicKeyPem: string): RsaBlockCipher {
  const key = createPublicKey(publicKeyPem);
  const modulusBits = key.asymmetricKeyDetails?.modulusLength;
  if (modulusBits === undefined) throw new TypeError('not an RSA public key');
  return {
    modulusBits,
    encryptBlock(chunk) {
      return publicEncrypt(
        { key, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(chunk, 'utf8'),
      ).toString('base64');
    },
  };
}
