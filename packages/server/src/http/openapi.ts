import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  allCalls,
  allDownloads,
  allUploads,
  callPath,
  t,
  TRANSFER_PATH,
  transferServiceName,
  type CallAuth,
  type CallDef,
  type DownloadDef,
  type UploadDef,
} from '@funddesk/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The gateway contract as an OpenAPI 3.1 document, generated from the zod contract (issue 18 §2): every
 * call, download and upload at its direct path, the transfer endpoint with one envelope per call, the
 * envelope, the bearer token and `x-gno`, and the RSA-encrypted fields marked `x-encrypted`.
 * Served at /openapi.json with a reference page at /openapi/ (swagger-ui-dist from node_modules, no CDN);
 * `npm run openapi` writes docs/openapi.json, which a test compares with this.
 */

/** The `x-encrypted` value of an RSA-encrypted request field (spec 01 §5; docs/security.md). */
export const ENCRYPTED_EXTENSION = 'rsa-1024-pkcs1v15-base64-chunks';

/** The component name of an operation id: characters OpenAPI does not allow in component names become `_`. */
export function componentKey(operationId: string): string {
  return operationId.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** A JSON Schema object as generated. */
type Schema = Record<string, unknown>;
/** An OpenAPI document (only what is built here is typed loosely). */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema> } & Record<string, unknown>;
};

/** Rewrites `#/$defs/x` references to the component schema each def was moved to. */
function rewriteRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, prefix));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? `#/components/schemas/${prefix}_${inner.slice('#/$defs/'.length)}`
          : rewriteRefs(inner, prefix);
    }
    return out;
  }
  return value;
}

/**
 * A zod schema as a component: JSON Schema 2020-12 (zod 4's `toJSONSchema`), its `$defs` (recursive types)
 * moved to components named `<name>_<def>`, `$schema` dropped.
 */
function component(
  schemas: Record<string, Schema>,
  name: string,
  schema: z.ZodType,
  io: 'input' | 'output',
): { $ref: string } {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Schema;
  const { $schema: _schema, $defs, ...rest } = json;
  for (const [defName, def] of Object.entries(($defs ?? {}) as Record<string, Schema>)) {
    schemas[`${name}_${defName}`] = rewriteRefs(def, name) as Schema;
  }
  schemas[name] = rewriteRefs(rest, name) as Schema;
  return { $ref: `#/components/schemas/${name}` };
}

/** Marks the encrypted fields of a request schema with `x-encrypted` and explains them. */
function markEncrypted(schema: Schema | undefined, fields: readonly string[] | undefined): void {
  const properties = schema?.properties as Record<string, Schema> | undefined;
  if (!properties || !fields) return;
  for (const field of fields) {
    // A `list[].field` path (core mapFieldPaths) marks the field of the list's items.
    const [list, item] = field.split('[].') as [string, string | undefined];
    const items = properties[list]?.items as Schema | undefined;
    const property =
      item === undefined
        ? properties[field]
        : (items?.properties as Record<string, Schema> | undefined)?.[item];
    if (!property) continue;
    property['x-encrypted'] = ENCRYPTED_EXTENSION;
    property.description = t('openapi.field.encrypted');
  }
}

/** The security requirement of a call's auth: none, the bearer token, or the token and x-gno. */
function securityOf(auth: CallAuth): Record<string, string[]>[] {
  if (auth === 'public') return [];
  if (auth === 'session') return [{ bearer: [] }];
  return [{ bearer: [], organisation: [] }];
}

/** The responses a call may answer: its statuses come from the error catalogue's (DESIGN §4). */
function responses(auth: CallAuth, ok: Record<string, unknown>): Record<string, unknown> {
  const failure = (key: Parameters<typeof t>[0]) => ({
    description: t(key),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } } },
  });
  return {
    '200': ok,
    '400': failure('openapi.response.badRequest'),
    ...(auth === 'public' ? {} : { '401': failure('openapi.response.unauthorized') }),
    '404': failure('openapi.response.notFound'),
    '413': failure('openapi.response.tooLarge'),
    '429': failure('openapi.response.rateLimited'),
    '500': failure('openapi.response.internal'),
  };
}

/** The description lines of a call: auth, privilege, and its transfer names. */
function describe(def: CallDef | DownloadDef | UploadDef, extra: string[] = []): string {
  const lines = [t(`openapi.auth.${def.auth}`)];
  if (def.privilege) lines.push(t('openapi.privilege', { privilege: def.privilege }));
  return [...lines, ...extra].join('\n\n');
}

/** An envelope whose body is `body`. */
const envelopeOf = (body: unknown) => ({
  type: 'object',
  required: ['header', 'body'],
  properties: { header: { $ref: '#/components/schemas/EnvelopeHeader' }, body },
});

/**
 * Builds the OpenAPI 3.1 document of the whole contract (issue 18 §2). Deterministic: the same contract
 * always gives the same document (docs/openapi.json is compared with it).
 * @param version - the document's info.version (the server package's version)
 */
export function buildOpenApiDocument(version = '0.1.0'): OpenApiDocument {
  const schemas: Record<string, Schema> = {
    EnvelopeHeader: {
      type: 'object',
      required: ['retCode', 'retMessage'],
      properties: { retCode: { type: 'string' }, retMessage: { type: 'string' } },
    },
    FailureEnvelope: envelopeOf({}),
  };
  const paths: OpenApiDocument['paths'] = {};
  const transferVariants: { $ref: string }[] = [];
  const used = new Set<string>();
  /** A unique operationId (the contract's name; a repeated one gets its service). */
  const idOf = (name: string, service: string) => {
    const id = used.has(name) ? `${service}_${name}` : name;
    used.add(id);
    return id;
  };
  /** A component name of an operation: its id with what component names may not hold as `_`. */
  const keyOf = (id: string) => componentKey(id);

  for (const call of allCalls) {
    const id = idOf(call.name, call.service);
    const key = keyOf(id);
    const request = component(schemas, `${key}Request`, call.request, 'input');
    markEncrypted(schemas[`${key}Request`], call.encryptedFields);
    const response = component(schemas, `${key}Response`, call.response, 'output');
    const serviceName = transferServiceName(call.service);
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: id,
      tags: [call.service],
      description: describe(call, [t('openapi.transfer', { serviceName, methodType: call.path })]),
      security: securityOf(call.auth),
      'x-transfer': { serviceName, methodType: call.path },
      ...(call.encryptedFields?.length ? { 'x-encrypted-fields': [...call.encryptedFields] } : {}),
      responses: responses(call.auth, {
        description: t('openapi.response.ok'),
        content: { 'application/json': { schema: envelopeOf(response) } },
      }),
    };
    if (call.method === 'POST') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: request } } };
    } else {
      const properties = (schemas[`${key}Request`]?.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schemas[`${key}Request`]?.required ?? []) as string[]);
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      }));
    }
    (paths[callPath(call)] ??= {})[call.method.toLowerCase()] = operation;
    // The same call through the transfer endpoint (spec 01 §7.1).
    schemas[`${key}Transfer`] = {
      type: 'object',
      required: ['serviceName', 'methodType', 'paramMap'],
      properties: {
        serviceName: { const: serviceName },
        methodType: { const: call.path },
        paramMap: request,
        headerMap: { type: 'object' },
        header: {
          type: 'object',
          properties: {
            tts: { type: ['string', 'number'] },
            token: { type: 'string' },
            groupId: { type: 'string' },
          },
        },
      },
    };
    transferVariants.push({ $ref: `#/components/schemas/${key}Transfer` });
  }

  for (const download of allDownloads) {
    const id = idOf(download.name, download.service);
    const key = keyOf(id);
    component(schemas, `${key}Request`, download.request, 'input');
    const properties = (schemas[`${key}Request`]?.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schemas[`${key}Request`]?.required ?? []) as string[]);
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: id,
      tags: [download.service],
      description: describe(download, [t('openapi.download')]),
      security: securityOf(download.auth),
      responses: responses(download.auth, {
        description: t('openapi.response.file'),
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      }),
    };
    if (download.method === 'GET') {
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      }));
    } else {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${key}Request` } } },
      };
    }
    (paths[callPath(download)] ??= {})[download.method.toLowerCase()] = operation;
  }

  for (const upload of allUploads) {
    const id = idOf(upload.name, upload.service);
    const key = keyOf(id);
    component(schemas, `${key}Fields`, upload.fields, 'input');
    const response = component(schemas, `${key}Response`, upload.response, 'output');
    const fields = schemas[`${key}Fields`] ?? {};
    const fieldProperties = (fields.properties ?? {}) as Record<string, Schema>;
    // Header fields (a capture link's token) travel as request headers, checked before the body is read.
    const headerFields = upload.headerFields ?? {};
    const formProperties = Object.fromEntries(
      Object.entries(fieldProperties).filter(([name]) => !(name in headerFields)),
    );
    const formRequired = ((fields.required ?? []) as string[]).filter((name) => !(name in headerFields));
    (paths[callPath(upload)] ??= {}).post = {
      operationId: id,
      summary: id,
      tags: [upload.service],
      description: describe(upload, [t('openapi.upload', { maxMb: upload.maxBytes / 1024 / 1024 })]),
      security: securityOf(upload.auth),
      ...(Object.keys(headerFields).length
        ? {
            parameters: Object.entries(headerFields).map(([field, header]) => ({
              name: header,
              in: 'header',
              required: true,
              schema: fieldProperties[field] ?? { type: 'string' },
            })),
          }
        : {}),
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file', ...formRequired],
              properties: {
                ...formProperties,
                file: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
        },
      },
      responses: responses(upload.auth, {
        description: t('openapi.response.ok'),
        content: { 'application/json': { schema: envelopeOf(response) } },
      }),
    };
  }

  paths[TRANSFER_PATH] = {
    post: {
      operationId: 'transfer',
      summary: 'transfer',
      tags: ['gateway'],
      description: t('openapi.transferEndpoint'),
      security: [{}, { bearer: [] }, { bearer: [], organisation: [] }],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { oneOf: transferVariants } } },
      },
      responses: responses('session', {
        description: t('openapi.response.ok'),
        content: { 'application/json': { schema: envelopeOf({}) } },
      }),
    },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: t('openapi.title'),
      version,
      description: t('openapi.description', { transferPath: TRANSFER_PATH }),
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        organisation: { type: 'apiKey', in: 'header', name: 'x-gno' },
      },
    },
  };
}

/** The reference page: swagger-ui from node_modules, started by a script file (the CSP allows no inline script). */
function referencePage(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>${t('openapi.page.title')}</title>
<link rel="stylesheet" href="/openapi/assets/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="/openapi/assets/swagger-ui-bundle.js"></script>
<script src="/openapi/start.js"></script>
</body>
</html>
`;
}

const START_SCRIPT =
  "window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true });\n";

/** The swagger-ui-dist files the page loads, and their media types. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * Serves the document at GET /openapi.json (built once, on first request) and the reference page at
 * GET /openapi/ with its assets read from swagger-ui-dist in node_modules (issue 18 §2; no CDN).
 */
export function registerOpenApi(app: FastifyInstance): void {
  let document: string | undefined;
  const require = createRequire(import.meta.url);
  const assetDir = dirname(require.resolve('swagger-ui-dist/package.json'));
  app.get('/openapi.json', (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get('/openapi', (_request, reply) => reply.redirect('/openapi/'));
  app.get('/openapi/', (_request, reply) => reply.type('text/html; charset=utf-8').send(referencePage()));
  app.get('/openapi/start.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START_SCRIPT),
  );
  app.get<{ Params: { file: string } }>('/openapi/assets/:file', async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.callNotFound();
    const bytes = await readFile(join(assetDir, request.params.file));
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(bytes);
  });
}

/** The document as checked in (docs/openapi.json): two-space JSON with a final newline. */
export function openApiText(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
