import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import fs from 'node:fs';

/** The feature folders of one side (`web` or `server`). */
const featuresOf = (side) =>
  fs
    .readdirSync(new URL(`./${side}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Feature boundaries, as bulletproof-react draws them. In the browser a feature imports
 * no other feature: features that work together are assembled by the route that hosts them
 * (web/routes/). On the server a feature may use another's service, never its repository, at any
 * depth of its folders (recordings/ and privacy/ have subfolders).
 */
const featureZones = [
  ...featuresOf('web').map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`],
    message: 'a feature imports no other feature: assemble them in the route (web/routes/)',
  })),
  ...featuresOf('server').flatMap((feature) =>
    featuresOf('server')
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./server/features/${feature}`,
        from: `./server/features/${other}/**/*.repository.ts`,
        message: `use the ${other} feature's service, not its repository`,
      })),
  ),
];

/** The folders whose pages draw every word from a catalogue (the i18next rule below). */
const READ_FROM_CATALOGUES = [
  'web/components/admin-frame.tsx',
  'web/components/admin-nav.tsx',
  'web/components/candidate-texts-fields.tsx',
  'web/components/confirm-candidate-deletion.tsx',
  'web/components/date-time-text.tsx',
  'web/components/extra-time-field.tsx',
  'web/components/invite-link-box.tsx',
  'web/components/list-pager.tsx',
  'web/components/load-error.tsx',
  'web/components/no-roles-note.tsx',
  'web/components/notifications-host.tsx',
  'web/components/privacy/**/*.tsx',
  'web/components/role-picker.tsx',
  'web/components/share-dialog.tsx',
  'web/components/show-more-button.tsx',
  'web/components/simple-page.tsx',
  'web/components/team-html.tsx',
  'web/components/toaster.tsx',
  'web/components/workspace-load-error.tsx',
  'web/features/account/**/*.tsx',
  'web/features/admin-workspace/**/*.tsx',
  'web/features/assessment/**/*.tsx',
  'web/features/audit/**/*.tsx',
  'web/features/candidate-texts/**/*.tsx',
  'web/features/complete/**/*.tsx',
  'web/features/home/**/*.tsx',
  'web/features/invite-landing/**/*.tsx',
  'web/features/invite-entry/**/*.tsx',
  'web/features/invites/**/*.tsx',
  'web/features/mail-settings/**/*.tsx',
  'web/features/not-found/**/*.tsx',
  'web/features/passkeys/**/*.tsx',
  'web/features/privacy/**/*.tsx',
  'web/features/recording/**/*.tsx',
  'web/features/review-candidate/**/*.tsx',
  'web/features/review-candidates/**/*.tsx',
  'web/features/roles/**/*.tsx',
  'web/features/share-view/**/*.tsx',
  'web/features/shares/**/*.tsx',
  'web/features/team/**/*.tsx',
  'web/features/webhooks/**/*.tsx',
  'web/features/your-data/**/*.tsx',
  'web/routes/account-route.tsx',
  'web/routes/join-route.tsx',
  'web/routes/settings-route.tsx',
];

/** The JSX attributes whose words a person reads or hears. */
const SPOKEN_ATTRIBUTES = [
  'label',
  'title',
  'placeholder',
  'description',
  'alt',
  'error',
  'message',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'confirmLabel',
  'cancelLabel',
  'emptyMessage',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.tools',
      'server/db/migrations',
      'reports',
      '.stryker-tmp',
      // The journeys' HTML report: after a failure it holds Playwright's trace viewer, whose
      // bundled scripts would fail the next run's lint.
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware rules read the types of the editors' umbrella tsconfig.json.
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // A Fastify plugin is an async function (or one that calls `done`), awaited by Fastify; one
    // that only declares routes and hooks has nothing of its own to await.
    files: [
      'server/**/*.routes.ts',
      'server/**/*.plugin.ts',
      'server/**/*.tus.ts',
      'server/plugins/*.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    // Resolves our extensionless TypeScript imports, so that the path rules below see them.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      // How to read an imported TypeScript file; without it no-cycle follows no import at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/ignore': ['node_modules'],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      // No import cycles anywhere, across features or inside one (bulletproof-react's rule too).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
            ...featureZones,
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
  {
    // Every word a page shows comes from a catalogue (docs/languages.md#catalogues): text between
    // JSX tags, a string in JSX, and the attributes a person reads or hears. A folder is listed
    // here once its words are in shared/messages/.
    files: READ_FROM_CATALOGUES,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-components': { exclude: [] },
          'jsx-attributes': { include: SPOKEN_ATTRIBUTES },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·–—×→←…]+', 'https?://', /^\p{Emoji}+$/u] },
        },
      ],
    },
  },
);
