import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      // Shared code flows one way: shared -> features -> routes. The browser never imports the
      // server and the server never imports the browser.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: './server', message: 'shared/ runs in the browser too' },
            { target: './shared', from: './web', message: 'shared/ runs on the server too' },
            { target: './web', from: './server', message: 'the browser never imports the server' },
            { target: './server', from: './web', message: 'the server never imports the browser' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
