// Lint for every workspace: TypeScript, React hooks rules and JSX accessibility rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '**/__screenshots__/**', '**/.data/**', 'tests/consumer/.work/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The server's domain/ is pure (ARCHITECTURE.md, "Server layout"): rules and arithmetic only, so
    // they are tested as tables without a database. No database, HTTP, context, modules or plugins,
    // and no clock reads: time comes in as an argument.
    files: ['packages/server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'domain/ is pure: no HTTP.' },
            { name: 'drizzle-orm', message: 'domain/ is pure: queries belong in a module repo.' },
            { name: 'pg', message: 'domain/ is pure: no database.' },
            { name: 'pg-boss', message: 'domain/ is pure: no job queue.' },
          ],
          patterns: [
            { group: ['drizzle-orm/*', '@electric-sql/*'], message: 'domain/ is pure: no database.' },
            {
              group: ['**/db/*', '**/db', '**/context', '**/plugins/*', '**/modules/*', '**/http/*', '**/providers/*'],
              message: 'domain/ is pure: pass values in, return values out.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'domain/ reads no clock: take the time as an argument.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'domain/ reads no clock: take the time as an argument.' },
      ],
    },
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
);
