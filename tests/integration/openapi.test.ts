/**
 * The OpenAPI 3.1 document against the running server (issue 18 §2, done-when 2): served at /openapi.json
 * with its reference page, and every operation answers as documented for an unauthenticated minimal request
 * (a documented status, and an envelope `{ header: { retCode, retMessage }, body }`). Validation and the
 * checked-in docs/openapi.json are tested in packages/server/src/http/openapi.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  ENCRYPTED_EXTENSION,
  type OpenApiDocument,
} from '../../packages/server/src/http/openapi.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  document = buildOpenApiDocument();
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every operation of the document: path, method and the operation object. */
function operations(): { path: string; method: string; operation: Record<string, unknown> }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('OpenAPI document of the gateway contract (issue 18 §2)', () => {
  it('marks RSA-encrypted fields with x-encrypted and explains the scheme', () => {
    const schemas = document.components.schemas as Record<
      string,
      { properties?: Record<string, Record<string, unknown>> }
    >;
    expect(schemas.orgLoginRequest?.properties?.password?.['x-encrypted']).toBe(ENCRYPTED_EXTENSION);
    expect(schemas.cartPurchaseRequest?.properties?.password?.['x-encrypted']).toBe(ENCRYPTED_EXTENSION);
    expect(schemas.orgLoginRequest?.properties?.loginName?.['x-encrypted']).toBeUndefined();
    expect(String((document.info as { description: string }).description)).toContain('PKCS#1 v1.5');
    // The transfer endpoint carries one envelope per call, named by serviceName and methodType.
    const transfer = document.paths['/mutual-fund-gateway/api/service/transfer']?.post as {
      requestBody: { content: { 'application/json': { schema: { oneOf: unknown[] } } } };
    };
    const calls = operations().filter(({ operation }) => operation['x-transfer']);
    expect(transfer.requestBody.content['application/json'].schema.oneOf).toHaveLength(calls.length);
  });

  it('is served at /openapi.json with a reference page from node_modules (no CDN)', async () => {
    const served = await fetch(`${server.baseUrl}/openapi.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(JSON.parse(JSON.stringify(document)));
    const page = await fetch(`${server.baseUrl}/openapi/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
      const answer = await fetch(`${server.baseUrl}${asset}`);
      expect(answer.status, asset).toBe(200);
    }
  });

  it('every operation answers on the running server as documented (unauthenticated minimal request)', async () => {
    const failures: string[] = [];
    for (const { path, method, operation } of operations()) {
      const responses = operation.responses as Record<string, unknown>;
      const multipart = JSON.stringify(operation.requestBody ?? {}).includes('multipart/form-data');
      const init: RequestInit = { method: method.toUpperCase(), headers: {} };
      if (method === 'post' && multipart) {
        init.body = new FormData();
      } else if (method === 'post') {
        init.headers = { 'content-type': 'application/json' };
        init.body = '{}';
      }
      const answer = await fetch(`${server.baseUrl}${path}`, init);
      const text = await answer.text();
      let envelope: { header?: { retCode?: unknown; retMessage?: unknown } } | undefined;
      try {
        envelope = JSON.parse(text) as typeof envelope;
      } catch {
        envelope = undefined;
      }
      const name = `${method.toUpperCase()} ${path} (${String(operation.operationId)})`;
      if (!(String(answer.status) in responses))
        failures.push(`${name}: undocumented status ${answer.status}`);
      else if (answer.status !== 200 || !answer.headers.get('content-type')?.includes('octet')) {
        if (typeof envelope?.header?.retCode !== 'string' || typeof envelope.header.retMessage !== 'string')
          failures.push(`${name}: not an envelope: ${text.slice(0, 80)}`);
        else if (
          operation.security &&
          (operation.security as unknown[]).length > 0 &&
          answer.status === 200 &&
          envelope.header.retCode === '0000'
        )
          failures.push(`${name}: answered 0000 without a session`);
      }
    }
    expect(failures).toEqual([]);
  });
});
