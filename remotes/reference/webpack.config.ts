import { defineApp } from '../../webpack.common.ts';

export default defineApp({
  name: 'reference',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
  ssr: true,
  devPort: 3104,
});
