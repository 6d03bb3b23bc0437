import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'api/drizzle/**', 'bench/.tmp/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a union of string literals: the API runs TypeScript by type stripping.' }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use useAppDispatch, useAppSelector or useAppStore from @taesung/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use useAppDispatch, useAppSelector or useAppStore from @taesung/shared.',
            },
          ],
          patterns: [
            {
              group: ['@taesung/*', '!@taesung/shared', '!@taesung/shared/*', '../../*', '../../../*'],
              message: 'A remote imports only @taesung/shared from other packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
  },
);
