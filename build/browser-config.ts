import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration, type WebpackPluginInstance } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type {} from 'webpack-dev-server';
import { cacheConfig } from './cache.ts';
import { dedupedGroups, libraryGroups } from './chunk-groups.ts';
import { pageIconPatterns } from './favicon.ts';
import { moduleRules, resolveOptions } from './module-rules.ts';
import { type AppOptions, type BuildEnv, federationName, rootDir } from './options.ts';
import { CompileHintsPlugin } from './plugins/compile-hints.ts';
import { EntryAssetsPlugin } from './plugins/entry-assets.ts';
import { PageChunksPlugin } from './plugins/page-chunks.ts';
import { type SharedEntry, sharedLibraries, subsetAliases } from './shared-libraries.ts';

const federationSdkEnv = path.join(rootDir, 'shared/src/federation/sdk-env.ts');

/** What sets the browser builds of the host, of a remote, and of a remote run on its own apart. */
interface BrowserRole {
  /** The page's entry module. A remote has none: the host loads it through its container. */
  entry?: string;
  publicPath: string;
  /** A remote's container: the entry the host loads and what it exposes. */
  container?: { filename: string; exposes: Record<string, string> };
  manifest: false | { fileName: string };
  shared: Record<string, SharedEntry>;
  /** The host's page hands its federation runtime to the remotes, which then carry none of their own. */
  runtime: { provideExternalRuntime?: true; externalRuntime?: true };
  /** A remote loads no remotes of its own: its entry leaves out the federation's code for that. */
  disableRemote: boolean;
  plugins: WebpackPluginInstance[];
  chunkGroups: Record<string, object>;
  cacheName: string;
}

function browserRole({ name, dir, kind, exposes = {}, providedSubsets = {} }: AppOptions, env: BuildEnv): BrowserRole {
  if (env.standalone) {
    return {
      entry: './src/standalone.tsx',
      publicPath: '/',
      manifest: false,
      shared: sharedLibraries('own'),
      runtime: {},
      disableRemote: false,
      plugins: [new HtmlWebpackPlugin({ templateContent: standaloneHtml(name) })],
      chunkGroups: dedupedGroups,
      cacheName: 'standalone',
    };
  }
  if (kind === 'host') {
    const subsets = Object.fromEntries(
      Object.entries(providedSubsets).map(([pkg, file]) => [pkg, path.join(dir, file)]),
    );
    return {
      entry: './src/index.tsx',
      publicPath: '/',
      manifest: false,
      shared: sharedLibraries('host', subsets),
      runtime: { provideExternalRuntime: true },
      disableRemote: false,
      plugins: [
        new EntryAssetsPlugin(),
        new CopyPlugin({ patterns: [{ from: 'public', to: 'public', noErrorOnMissing: true }, ...pageIconPatterns] }),
        // The runtime plugin that hands remotes the host's federation runtime is added as its CommonJS build, which
        // pulls in a second, CommonJS copy of the runtime beside the ES one; its ES build shares the one copy.
        new webpack.NormalModuleReplacementPlugin(
          /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
          (resource) => {
            resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
          },
        ),
      ],
      chunkGroups: { ...dedupedGroups, ...libraryGroups },
      cacheName: 'browser',
    };
  }
  return {
    publicPath: 'auto',
    container: { filename: 'remoteEntry.js', exposes },
    manifest: { fileName: 'mf-manifest.json' },
    shared: sharedLibraries('remote'),
    runtime: { externalRuntime: true },
    disableRemote: true,
    plugins: [new PageChunksPlugin()],
    chunkGroups: dedupedGroups,
    cacheName: 'browser',
  };
}

function standaloneHtml(name: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title></head><body><div id="root"></div></body></html>`;
}

/** Precompressed copies beside each file, which the servers send to a browser that accepts them. */
const compressionPlugins = () => [
  new CompressionPlugin({
    algorithm: 'gzip',
    test: /\.(js|css|json|svg|woff2?)$/,
    threshold: 1024,
    filename: '[path][base].gz',
  }),
  new CompressionPlugin({
    algorithm: 'brotliCompress',
    test: /\.(js|css|json|svg)$/,
    threshold: 1024,
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
  }),
];

/** An app's browser build, into its `dist/`. */
export function browserConfig(options: AppOptions, env: BuildEnv): Configuration {
  const { name, dir } = options;
  const { production } = env;
  const role = browserRole(options, env);
  return {
    name: `${name}:browser`,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: role.entry ? { main: role.entry } : {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: role.publicPath,
      uniqueName: federationName(name),
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: { keep: /^server\// },
    },
    resolve: resolveOptions(dir, subsetAliases),
    module: { rules: moduleRules(name, 'browser', production) },
    plugins: [
      new MiniCssExtractPlugin({
        filename: 'static/css/[name].[contenthash:8].css',
        chunkFilename: 'static/css/[id].[contenthash:8].css',
        ignoreOrder: true,
      }),
      new ModuleFederationPlugin({
        name: federationName(name),
        ...role.container,
        remotes: {},
        shared: role.shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: (options.runtimePlugins?.browser ?? []).map((file) => path.join(dir, file)),
        manifest: role.manifest,
        dts: false,
        experiments: {
          asyncStartup: true,
          ...role.runtime,
          optimization: { disableSnapshot: true, target: 'web', disableRemote: role.disableRemote },
        },
      }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // The federation SDK's environment checks without its read of localStorage (shared/src/federation/sdk-env.ts).
      new webpack.NormalModuleReplacementPlugin(/^\.\/env\.js$/, (resource: { context?: string; request: string }) => {
        if (/[\\/]@module-federation[\\/]sdk[\\/]dist$/.test(resource.context ?? ''))
          resource.request = federationSdkEnv;
      }),
      ...role.plugins,
      ...(production ? [new CompileHintsPlugin(), ...compressionPlugins()] : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { ecma: 2020, compress: { passes: 2, ecma: 2020 }, format: { comments: false } },
        }),
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
      ],
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      splitChunks: { cacheGroups: role.chunkGroups },
      usedExports: production,
      concatenateModules: production,
    },
    performance: false,
    cache: cacheConfig(name, role.cacheName, path.join(dir, 'webpack.config.ts'), production),
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: `http://localhost:${process.env.PORT ?? 3000}` }],
    },
  };
}
