/**
 * `npm run openapi`: writes the gateway's OpenAPI document (built from the contract by
 * {@link buildOpenApiDocument}) to docs/openapi.json, formatted, so that a contract change shows as a
 * document change in review (issue 18 §2; the test tests/integration/openapi.test.ts compares them).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, openApiText } from './openapi.js';

const target = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));
await writeFile(target, openApiText(buildOpenApiDocument()));
process.stdout.write(`${target}\n`);
