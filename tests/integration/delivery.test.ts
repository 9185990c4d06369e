import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '@funddesk/core';
import { startServer, type TestServer } from '../helpers/server';

/** One raw HTTP GET/POST with the given headers: status, headers and the body exactly as sent (no decoding). */
function raw(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

// A built web app in miniature: index.html and a content-hashed script with the .br/.gz siblings the web build
// writes (vite-plugin-compression2), plus a hashed asset without siblings.
const script = `export const greeting = ${JSON.stringify('基金销售服务平台 '.repeat(400))};\n`;
const styles = `.fd-x { color: #137a3f; }\n`.repeat(200);
const indexHtml = `<!doctype html><html lang="zh-CN"><head><title>FundDesk</title><script type="module" src="./assets/index-AbC_12-x.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'funddesk-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), indexHtml);
  await writeFile(join(webDir, 'index.html.br'), brotliCompressSync(indexHtml));
  await writeFile(join(webDir, 'index.html.gz'), gzipSync(indexHtml));
  await writeFile(join(webDir, 'assets', 'index-AbC_12-x.js'), script);
  await writeFile(join(webDir, 'assets', 'index-AbC_12-x.js.br'), brotliCompressSync(script));
  await writeFile(join(webDir, 'assets', 'index-AbC_12-x.js.gz'), gzipSync(script));
  await writeFile(join(webDir, 'assets', 'styles-Zz9_8yXw.css'), styles);
  server = await startServer({ webDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('delivery: compression and caching (issue 17 §1)', () => {
  it('a hashed asset comes precompressed, brotli first, and is immutable for a year', async () => {
    const br = await raw(`${server.baseUrl}/assets/index-AbC_12-x.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await raw(`${server.baseUrl}/assets/index-AbC_12-x.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw(`${server.baseUrl}/assets/index-AbC_12-x.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('a hashed asset without a precompressed sibling is compressed on the fly', async () => {
    const res = await raw(`${server.baseUrl}/assets/styles-Zz9_8yXw.css`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(styles);
  });

  it('index.html, at / and by name, is compressed and no-cache (a new build is seen at once)', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await raw(`${server.baseUrl}${path}`, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(indexHtml);
    }
  });

  it('JSON answers of the calls are compressed too, and stay no-store', async () => {
    const client = server.client();
    await client.login('op01');
    const body = JSON.stringify({ fundId: '110011', period: 'all' });
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${client.session.token ?? ''}`,
      'x-gno': client.session.groupId ?? '',
      'x-channel-source': 'PC',
    };
    const url = `${server.baseUrl}/mutual-fund-product/api/${product.nvTrend.path}`;
    const br = await raw(url, { ...headers, 'accept-encoding': 'br, gzip' }, body);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    const answer = JSON.parse(brotliDecompressSync(br.body).toString()) as {
      header: { retCode: string };
      body: { dates: string[] };
    };
    expect(answer.header.retCode).toBe('0000');
    expect(answer.body.dates.length).toBeGreaterThan(1000);
    const gz = await raw(url, { ...headers, 'accept-encoding': 'gzip' }, body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(answer);
  });

  it('a missing asset is still 404 FD0404, not a compressed error page of the static plugin', async () => {
    const res = await raw(`${server.baseUrl}/assets/missing-AAAAAAAA.js`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    const text =
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.body).toString()
        : res.body.toString();
    expect(JSON.parse(text)).toMatchObject({ header: { retCode: 'FD0404' } });
  });
});
