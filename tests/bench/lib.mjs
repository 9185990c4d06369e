// Shared set-up of the benchmark scripts: a core gateway client on a local server, logged in as a demo user
// acting for one organisation, with the RSA cipher the CLI uses (node:crypto, PKCS#1 v1.5).
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { account, createGatewayClient } from '../../packages/core/dist/index.js';

/**
 * The gateway's password cipher with node:crypto (PKCS#1 v1.5 blocks, base64), as the CLI builds it.
 * @param {string} pem the gateway's public key
 */
function nodeCipher(pem) {
  const key = createPublicKey(pem);
  return {
    modulusBits: key.asymmetricKeyDetails.modulusLength,
    encryptBlock: (chunk) =>
      publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(chunk, 'utf8')).toString(
        'base64',
      ),
  };
}

/**
 * A gateway client on `baseUrl`, logged in as `loginName` (demo password) and switched to an organisation.
 * @param {{ baseUrl: string, fetch?: typeof fetch, loginName?: string, groupId?: (login: { corpList: { groupId: string }[] }) => string }} options
 *   `groupId` picks the organisation from the login result (default 10000001); `fetch` defaults to the global one
 * @returns {Promise<{ gateway: ReturnType<typeof createGatewayClient>, session: { token?: string, groupId?: string } }>}
 */
export async function loggedInGateway({
  baseUrl,
  fetch: fetchImpl = (url, init) => fetch(url, init),
  loginName = 'op01',
  groupId = () => '10000001',
}) {
  const session = {};
  const gateway = createGatewayClient({
    baseUrl,
    fetch: fetchImpl,
    session: { token: () => session.token, groupId: () => session.groupId },
    createCipher: nodeCipher,
  });
  const login = await gateway.call(account.orgLogin, { loginName, password: 'Demo@2026' });
  session.token = login.token;
  const switched = await gateway.call(account.loginSwitch, { groupId: groupId(login) });
  session.token = switched.token;
  session.groupId = switched.groupId;
  return { gateway, session };
}
