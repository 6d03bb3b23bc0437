import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

/** The names of a package the page is given (the host provides these shared packages as subsets). */
const subsetApi = (file: string) =>
  [
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

const noEnums = {
  selector: 'TSEnumDeclaration',
  message: 'Use a union of string literals: the API runs TypeScript by type stripping.',
};
/**
 * A focused test (`.only`, `fit`, `fdescribe`) would let CI run it alone and pass without the rest; a retried one
 * (`jest.retryTimes`, Playwright's `retries`) would pass a test that fails now and then.
 */
const focusedOrRetried = [
  {
    selector:
      "MemberExpression[property.name='only']:matches([object.name=/^(describe|it|test)$/], [object.object.name='test'], [object.object.object.name='test'])",
    message: 'A focused test runs alone: remove `.only` before committing.',
  },
  {
    selector: 'CallExpression[callee.name=/^f(describe|it)$/]',
    message: 'A focused test runs alone: use `describe` or `it`.',
  },
  {
    selector:
      "CallExpression[callee.object.name='jest'][callee.property.name='retryTimes'], CallExpression[callee.property.name='configure'] > ObjectExpression > Property[key.name='retries']",
    message: 'A test that passes only when tried again is a failing test: fix its cause instead.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'api/drizzle/**',
      'bench/.tmp/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'no-restricted-syntax': ['error', noEnums],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [reduxHooks, routerSubset, i18nextSubset, reduxToolkitSubset] },
      ],
    },
  },
  {
    files: ['shared/src/store/hooks.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [routerSubset, i18nextSubset, reduxToolkitSubset] },
      ],
    },
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
    rules: { 'no-restricted-syntax': ['error', noEnums, ...focusedOrRetried] },
  },
  {
    files: [
      'shell/src/server.tsx',
      'shell/src/federation/subset-packages.d.ts',
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [reduxHooks] }] },
  },
);
