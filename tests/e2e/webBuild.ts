import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webDir = join(root, 'packages/web');

/** The newest modification time (ms) of what the built web app is made of: web and core sources, config. */
async function newestSource(): Promise<number> {
  let newest = 0;
  for (const dir of ['packages/web/src', 'packages/core/src']) {
    for (const file of await readdir(join(root, dir), { recursive: true })) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const info = await stat(join(root, dir, file));
      if (info.isFile()) newest = Math.max(newest, info.mtimeMs);
    }
  }
  for (const file of ['packages/web/index.html', 'packages/web/vite.config.ts', 'packages/web/package.json'])
    newest = Math.max(newest, (await stat(join(root, file))).mtimeMs);
  return newest;
}

/**
 * Global setup of the e2e project: the browser tests run the built web app (packages/web/dist), so a
 * test file run alone after a change of the web or core sources tested a stale build (issue 10 §5: each
 * test file passes when run alone; `npm test` builds first, a single file did not). Runs `vite build` when
 * a source is newer than dist/index.html; otherwise does nothing.
 */
export default async function setup(): Promise<void> {
  const built = await stat(join(webDir, 'dist', 'index.html')).catch(() => null);
  if (built && built.mtimeMs >= (await newestSource())) return;
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: webDir,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}
