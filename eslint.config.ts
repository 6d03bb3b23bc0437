import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

/** The names of a package the page is given (the host provides these shared packages as subsets). */
const subsetApi = (file: string) => [
  ...readFileSync(new URL(`./shell/src/federation/${file}`, import.meta.url), 'utf8')
    .split('export {')[1]!
    .split('}')[0]!
    .matchAll(/\b([A-Za-z]\w*)\b/g),
].map((match) => match[1]!);

const reduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch, useAppSelector or useAppStore from @taesung/shared.',
};
const subsetRule = (name: string, file: string) => ({
  name,
  allowImportNames: subsetApi(file),
  allowTypeImports: true,
  message: `The page is given only part of ${name}: add the name to shell/src/federation/${file} first.`,
});
const routerSubset = subsetRule('react-router', 'react-router-browser.ts');
const i18nextSubset = subsetRule('react-i18next', 'react-i18next-browser.ts');
const reduxToolkitSubset = subsetRule('@reduxjs/toolkit', 'redux-toolkit-browser.ts');

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
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a union of string literals: the API runs TypeScript by type stripping.' }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [reduxHooks, routerSubset, i18nextSubset, reduxToolkitSubset] }],
    },
  },
  {
    files: ['shared/src/store/hooks.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [routerSubset, i18nextSubset, reduxToolkitSubset] }] },
  },
  {
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [reduxHooks, routerSubset, i18nextSubset, reduxToolkitSubset],
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
  {
    files: ['shell/src/server.tsx', 'shell/src/federation/subset-packages.d.ts', '**/*.test.{ts,tsx}', '**/test-support/**', 'shared/src/test-utils/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [reduxHooks] }] },
  },
);
