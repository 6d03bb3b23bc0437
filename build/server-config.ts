import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { cacheConfig } from './cache.ts';
import { moduleRules, resolveOptions } from './module-rules.ts';
import { type AppOptions, type BuildEnv, federationName } from './options.ts';
import { CommonJsMarkerPlugin } from './plugins/common-js-marker.ts';
import { sharedLibraries } from './shared-libraries.ts';

const require = createRequire(import.meta.url);

/** The host's Node build renders pages from its server entry; a remote's is only a container the host loads. */
const serverRoles = {
  host: { entry: { main: './src/server.tsx' }, publicPath: '/' },
  remote: { entry: {}, publicPath: '' },
};

/** An app's Node build, into its `dist/server/`: the server renders the app's pages with it. */
export function serverConfig(options: AppOptions, env: BuildEnv): Configuration {
  const { name, dir, exposes = {} } = options;
  const { production } = env;
  const role = serverRoles[options.kind];
  return {
    name: `${name}:server`,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    devtool: false,
    entry: role.entry,
    output: {
      path: path.join(dir, 'dist/server'),
      publicPath: role.publicPath,
      uniqueName: `${federationName(name)}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: resolveOptions(dir),
    module: { rules: moduleRules(name, 'server', production) },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedLibraries('own'),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name: federationName(name) },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(options.runtimePlugins?.server ?? []).map((file) => path.join(dir, file)),
        ],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new CommonJsMarkerPlugin(),
    ],
    optimization: { minimize: false, moduleIds: 'named', chunkIds: 'named' },
    performance: false,
    cache: cacheConfig(name, 'server', path.join(dir, 'webpack.config.ts'), production),
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
