import { defineApp } from '../../webpack.common.ts';

export default defineApp({
  name: 'console-users',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
  ssr: false,
  devPort: 3106,
});
