import { defineApp } from '../../webpack.common.ts';

export default defineApp({
  name: 'home',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.ts' },
  ssr: true,
  devPort: 3101,
});
