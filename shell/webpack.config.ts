import { defineApp } from '../webpack.common.ts';

export default defineApp({
  name: 'shell',
  dir: import.meta.dirname,
  kind: 'host',
  ssr: true,
  providedRouter: './src/federation/react-router-browser.ts',
  runtimePlugins: {
    browser: ['./src/federation/retry-plugin.ts', './src/federation/fallback-plugin.ts'],
    server: ['./src/federation/server-entry-plugin.ts'],
  },
});
