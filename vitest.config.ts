import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/** Workspace packages resolve to their sources, so tests never need a build. */
const alias = {
  // before '@funddesk/core', which would otherwise take the subpath as a path under its index.ts
  '@funddesk/core/messages/cli': fileURLToPath(
    new URL('./packages/core/src/messages/cliEntry.ts', import.meta.url),
  ),
  '@funddesk/core': src('core'),
  '@funddesk/server': src('server'),
  '@funddesk/cli': src('cli'),
  '@funddesk/sdk': src('sdk'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Some unit suites open an embedded database in beforeAll; generous limits for a loaded 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['packages/{core,server,cli}/src/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          testTimeout: 30_000,
          setupFiles: ['packages/web/src/testSetup.ts'],
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          globalSetup: ['tests/helpers/globalSetup.ts'],
          include: [
            'tests/integration/**/*.test.ts',
            'tests/cli/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // The same integration suite on a real PostgreSQL (issue 10, DESIGN §10): only when a server is given
      // (scripts/test.sh starts a throw-away one with scripts/pg-cluster.sh); see tests/helpers/postgres.ts.
      ...(process.env.FUNDDESK_TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'integration-pg',
                environment: 'node' as const,
                env: { FUNDDESK_TEST_ENGINE: 'postgres' },
                globalSetup: ['tests/helpers/globalSetup.ts'],
                // The database-facing suites; tests/cli drives the same server calls through the terminal
                // (and a browser), which the PGlite pass covers, so it runs once (npm test's 20-minute budget).
                include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          // The browser tests run the built web app: rebuilt first when its sources changed (run alone too).
          globalSetup: ['tests/helpers/globalSetup.ts', 'tests/e2e/webBuild.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
