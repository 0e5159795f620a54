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
    // A module's routes are thin (ARCHITECTURE.md, "Server layout"; issue 12): parse, call the
    // module's service, answer. Queries live in the module's repo.ts, so a route file imports no
    // query builder, no table and no database client (not even their types), and no repo either
    // (its own module's or another's): the service loads, checks and changes, and re-exports a
    // row type a route needs.
    files: ['packages/server/src/modules/*/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Routes do not query: put the query in the module repo.ts, the use case in its service.' },
            { name: 'pg', message: 'Routes do not query: the database is reached through the module repo.ts.' },
          ],
          patterns: [
            { group: ['drizzle-orm/*', '@electric-sql/*'], message: 'Routes do not query: put the query in the module repo.ts.' },
            { group: ['**/db', '**/db/*'], message: 'Routes do not touch the database schema or client: call the module service (queries live in repo.ts).' },
            {
              group: ['./repo', '../repo', '**/repo', '**/repo.ts', '**/repo.js', '**/*-repo', '**/*-repo.ts', '**/*-repo.js'],
              message: 'Routes call the module service; queries live in repo.ts and are used by the service.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app and the kit judge an answer's envelope one way: the contract's outcome() / isSuccess() and
    // STATUS names (@edupay/forms/contract), never a status number typed again at the call site.
    files: ['packages/app/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*fixtures.ts', '**/openapi.generated.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "BinaryExpression[left.property.name='status_code'][right.type='Literal']",
          "BinaryExpression[left.expression.property.name='status_code'][right.type='Literal']",
          "BinaryExpression[right.property.name='status_code'][left.type='Literal']",
        ].map((selector) => ({ selector, message: "Judge answers with outcome()/isSuccess() or a STATUS name from '@edupay/forms/contract'." })),
      ],
    },
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
);
