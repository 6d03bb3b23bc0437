import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { CompileHintsPlugin } from '../../webpack.common.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the build goes (ignored by git), and the path the comparison's server serves it under. */
export const outputDir = path.join(import.meta.dirname, 'dist');
export const publicPath = '/single-bundle/';

/** The public remotes built into the bundle, beside the shell. */
export const bundledRemotes = ['home', 'practice', 'lawyers', 'reference'] as const;

/**
 * The CSS-module class names each app's own build gives (`practice-jjqz1P`): its prefix, and a hash of the file's
 * path from the app's folder. The shared package is built by the shell, which provides it to the page. Hydrating
 * the server's markup needs the names it was rendered with.
 */
function cssModuleRules(): RuleSetRule[] {
  const apps = [
    { name: 'shell', dir: path.join(root, 'shell'), include: [path.join(root, 'shell'), path.join(root, 'shared')] },
    ...bundledRemotes.map((name) => ({
      name,
      dir: path.join(root, 'remotes', name),
      include: [path.join(root, 'remotes', name)],
    })),
  ];
  return apps.map((app) => ({
    test: /\.module\.css$/,
    include: app.include,
    use: [
      MiniCssExtractPlugin.loader,
      {
        loader: 'css-loader',
        options: {
          importLoaders: 0,
          modules: {
            localIdentName: `${app.name}-[hash:base64:6]`,
            localIdentContext: app.dir,
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
    ],
  }));
}

/**
 * The public site (the shell with the home, practice, lawyers and reference remotes) as one ordinary webpack build,
 * without Module Federation: the shell's code unchanged, its remote loader replaced by `bundled-remotes.ts`, which
 * imports each remote's routes module as a lazily loaded chunk. Production mode, minified as the site's builds are,
 * webpack's default chunk splitting.
 */
export default function singleBundleConfig(): Configuration {
  return {
    name: 'single-bundle',
    context: root,
    mode: 'production',
    target: 'web',
    devtool: false,
    entry: { main: './shell/src/index.tsx' },
    output: {
      path: outputDir,
      publicPath,
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: Object.fromEntries(
        bundledRemotes.map((name) => [`bundled-remote/${name}$`, path.join(root, 'remotes', name, 'src/routes.ts')]),
      ),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: [
            {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                },
              },
            },
          ],
        },
        {
          test: /\.[cm]?tsx?$/,
          include: path.join(root, 'remotes'),
          use: [path.join(import.meta.dirname, 'chunk-names-loader.ts')],
        },
        // The shell's entry imports its libraries and its start in stages (`import()`, a task each); here they stay
        // in the entry's chunk, as the federated build preloads them with the entry, and still run a stage a task.
        { test: path.join(root, 'shell/src/index.tsx'), parser: { dynamicImportMode: 'eager' } },
        // Each package's `@/` is its own `src`.
        ...['shell', ...bundledRemotes.map((name) => `remotes/${name}`)].map((dir) => ({
          include: path.join(root, dir),
          resolve: { alias: { '@': path.join(root, dir, 'src') } },
        })),
        ...cssModuleRules(),
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: false } }],
        },
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(
        /federation[\\/]remote-loader\.ts$/,
        path.join(import.meta.dirname, 'bundled-remotes.ts'),
      ),
      new MiniCssExtractPlugin({
        filename: 'static/css/[name].[contenthash:8].css',
        chunkFilename: 'static/css/[id].[contenthash:8].css',
        ignoreOrder: true,
      }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // As the site's builds: its start-up scripts compiled whole in the background (webpack.common.ts).
      new CompileHintsPlugin(),
      new CompressionPlugin({
        algorithm: 'brotliCompress',
        test: /\.(js|css)$/,
        threshold: 1024,
        filename: '[path][base].br',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
      }),
    ],
    optimization: {
      minimize: true,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { ecma: 2020, compress: { passes: 2, ecma: 2020 }, format: { comments: false } },
        }),
      ],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: false,
    cache: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
