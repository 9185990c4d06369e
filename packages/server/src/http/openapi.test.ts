/**
 * The OpenAPI 3.1 document built from the contract (issue 18 §2): valid for a maintained validator
 * (@seriousme/openapi-schema-validator), equal to the checked-in docs/openapi.json (a contract change
 * without `npm run openapi` fails here), encrypted fields marked. What the running server answers for each
 * operation is tested in tests/integration/openapi.test.ts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { allCalls, allDownloads, allUploads } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, componentKey, ENCRYPTED_EXTENSION, openApiText } from './openapi.js';

const CHECKED_IN = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));
const document = buildOpenApiDocument();

describe('OpenAPI document of the gateway contract (issue 18 §2)', () => {
  it('validates as OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every call, download and upload once, plus the transfer endpoint', () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId as string),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(allCalls.length + allDownloads.length + allUploads.length + 1);
  });

  it('marks the RSA-encrypted request fields x-encrypted: rsa-1024-pkcs1v15-base64-chunks (spec 01 §5)', () => {
    const schemas = document.components.schemas as Record<
      string,
      { properties?: Record<string, Record<string, unknown>> }
    >;
    for (const call of allCalls) {
      for (const field of call.encryptedFields ?? []) {
        const key = componentKey(call.name);
        const request = Object.entries(schemas).find(
          ([name]) => name === `${key}Request` || name.endsWith(`_${key}Request`),
        )?.[1];
        // A `list[].field` path names a field of the list's items (issue 15 nested secrets).
        const [list, item] = field.split('[].') as [string, string | undefined];
        const property =
          item === undefined
            ? request?.properties?.[field]
            : (request?.properties?.[list]?.items as { properties?: Record<string, Record<string, unknown>> })
                ?.properties?.[item];
        expect(property?.['x-encrypted'], `${call.name}.${field}`).toBe(ENCRYPTED_EXTENSION);
      }
    }
    expect(schemas.orgLoginRequest?.properties?.loginName?.['x-encrypted']).toBeUndefined();
    expect(String((document.info as { description: string }).description)).toContain('PKCS#1 v1.5');
  });

  it('docs/openapi.json is the generated document (run npm run openapi after a contract change)', async () => {
    // FUNDDESK_WRITE_OPENAPI=1 rewrites it, as npm run openapi does.
    if (process.env.FUNDDESK_WRITE_OPENAPI === '1') await writeFile(CHECKED_IN, openApiText(document));
    const checkedIn = await readFile(CHECKED_IN, 'utf8').catch(() => '');
    expect(checkedIn === openApiText(document), 'docs/openapi.json is stale: run npm run openapi').toBe(true);
  });
});
