import { defineApp } from '../webpack.common.ts';

export default defineApp({
  name: 'shell',
  dir: import.meta.dirname,
  kind: 'host',
  ssr: true,
  providedSubsets: {
    'react-router': './src/federation/react-router-browser.ts',
    'react-i18next': './src/federation/react-i18next-browser.ts',
    '@reduxjs/toolkit': './src/federation/redux-toolkit-browser.ts',
  },
  runtimePlugins: {
    browser: ['./src/federation/retry-plugin.ts', './src/federation/fallback-plugin.ts'],
    server: ['./src/federation/server-entry-plugin.ts'],
  },
});
