import { basename } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control` of a content-hashed asset (`assets/index-BsB8EUpj.js`): its name changes with its content, so
 * browsers keep it for a year and never ask again (issue 17 §1).
 */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `Cache-Control` of the app's entry page and of any file whose name carries no content hash: the browser may
 * keep it but asks the server (ETag / Last-Modified) before each use, so a new build is picked up at once.
 */
export const ENTRY_CACHE_CONTROL = 'no-cache';

/** Smallest answer compressed on the fly, in bytes: below one packet compression saves nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Vite's content-hashed output names: `name-<8 url-safe base64 chars>.ext` under `assets/` (and the `.br` /
 * `.gz` siblings written beside them at build time).
 */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.(?:br|gz))?$/;

/**
 * The `Cache-Control` of a file of the built web app, by its path on disk (issue 17 §1): a content-hashed
 * file under `assets/` is immutable for a year; everything else (index.html) is `no-cache`.
 * @param filePath absolute or relative path of the file served
 */
export function webCacheControl(filePath: string): string {
  const normalised = filePath.replaceAll('\\', '/');
  return normalised.includes('/assets/') && HASHED_NAME.test(basename(normalised))
    ? HASHED_ASSET_CACHE_CONTROL
    : ENTRY_CACHE_CONTROL;
}

/**
 * Compression of every text answer (issue 17 §1, DESIGN §7): brotli, else gzip, negotiated on
 * `Accept-Encoding`, for JSON envelopes, CSV, HTML, JS, CSS and SVG above {@link COMPRESS_THRESHOLD_BYTES};
 * binary types (xlsx, zip, pdf, png, woff2) are left as they are (mime-db's compressible flag). Brotli runs at
 * quality 4 on the fly (fast; the static files are precompressed at quality 11 at build time). Registered
 * before the routes, so that every route is covered.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
  });
}

/**
 * Serves the built web app (packages/web/dist) at `/` (issue 17 §1):
 *
 * - the `.br` / `.gz` files written beside each asset by the web build are sent as they are when the browser
 *   accepts them (`preCompressed`); other files go through the on-the-fly compression; every file carries
 *   `Vary: Accept-Encoding`;
 * - content-hashed assets carry {@link HASHED_ASSET_CACHE_CONTROL}, index.html {@link ENTRY_CACHE_CONTROL}
 *   ({@link webCacheControl}).
 *
 * Missing files answer 404 FD0404 through the error handler (http/errors.ts).
 * @param root absolute folder of the built app
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', webCacheControl(path));
      res.setHeader('vary', 'Accept-Encoding'); // one URL, br/gzip/identity bodies
    },
  });
}
