// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'tests/fixtures/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server's layers import only downward (DESIGN §2): services (and the http/app edge) above trade and
    // documents, above auth, db and market. Type-only imports count too: import-x/no-cycle ignores them.
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['auth', 'db', 'market'].map((layer) => ({
              target: `./packages/server/src/${layer}`,
              from: [
                './packages/server/src/services',
                './packages/server/src/http',
                './packages/server/src/trade',
                './packages/server/src/documents',
                './packages/server/src/app.ts',
              ],
              message: 'auth, db and market are the lowest server layers (DESIGN §2)',
            })),
            ...['trade', 'documents'].map((layer) => ({
              target: `./packages/server/src/${layer}`,
              from: [
                './packages/server/src/services',
                './packages/server/src/http',
                './packages/server/src/app.ts',
              ],
              message: 'trade and documents sit below services (DESIGN §2)',
            })),
          ],
        },
      ],
    },
  },
  {
    // core runs unchanged in the browser and in Node (DESIGN §2, STYLE "the environment is passed in")
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'react',
            'react-dom',
            'swr',
            '@funddesk/server',
            '@funddesk/web',
            '@funddesk/cli',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'process'],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
