import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type Compiler, type RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import zlib from 'node:zlib';
import type {} from 'webpack-dev-server';

const require = createRequire(import.meta.url);
const rootDir = import.meta.dirname;
const federationSdkEnv = path.join(rootDir, 'shared/src/federation/sdk-env.ts');

/** Libraries the whole page must hold exactly once (one React, one router, one store, one i18n, one API client). */
export const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-redux',
  'i18next',
  'react-i18next',
  'axios',
  '@taesung/shared',
  '@taesung/shared/',
] as const;

export type AppKind = 'host' | 'remote';

export interface AppOptions {
  /** Package folder name: `shell`, `home`, `console-boards`, ... */
  name: string;
  /** The package directory (`import.meta.dirname` of its webpack.config.ts). */
  dir: string;
  kind: AppKind;
  /** What a remote exposes to the shell, e.g. `{ './routes': './src/routes.ts' }`. */
  exposes?: Record<string, string>;
  /** Build a Node bundle beside the browser one so the server can render the app's pages. */
  ssr?: boolean;
  /** Port of `npm run dev -w <package>` (a remote runs alone in a small harness). */
  devPort?: number;
  /** Federation runtime plugins (paths relative to the package), per build. */
  runtimePlugins?: { browser?: string[]; server?: string[] };
  /**
   * Host only: shared packages provided to the page from a module that re-exports the part of them the site uses
   * (e.g. `{ 'react-router': './src/federation/react-router-browser.ts' }`), so they can be tree-shaken.
   */
  providedSubsets?: Partial<Record<SubsetPackage, string>>;
}

interface BuildEnv {
  production: boolean;
  /** `browser`, `server` or both (default). */
  only?: 'browser' | 'server';
  standalone?: boolean;
}

/** The federation name of an app: a valid JavaScript identifier. */
export const federationName = (name: string): string => name.replace(/-/g, '_');

/**
 * Packages whose shared singleton the host may provide as a subset. The subset module imports the real package
 * under another name (`<package>-package`), which the sharing plugin does not intercept, so webpack keeps only
 * what the subset re-exports.
 */
const subsetPackages = {
  'react-router': 'dist/production/index.mjs',
  'react-i18next': 'dist/es/index.js',
  '@reduxjs/toolkit': 'dist/redux-toolkit.modern.mjs',
} as const;
type SubsetPackage = keyof typeof subsetPackages;

const subsetAliases = Object.fromEntries(
  Object.entries(subsetPackages).map(([pkg, file]) => [
    `${pkg}-package$`,
    path.join(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [path.join(rootDir, 'shared')] })), file),
  ]),
);

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function packageVersion(pkg: string): string {
  const bare = pkg.endsWith('/') ? pkg.slice(0, -1) : pkg;
  const manifest = readJson(require.resolve(`${bare}/package.json`, { paths: [path.join(rootDir, 'shared')] }));
  return String(manifest.version);
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  import?: string | false;
  version?: string;
  exclude?: { request: RegExp };
}

/**
 * The shared singletons. In the host's browser build, packages listed in `providedSubsets` are provided from a
 * module that re-exports the part of them the site uses (see shell/src/federation/*-browser.ts), so the page
 * carries them tree-shaken; every other build provides the packages themselves. The host's browser build states
 * no version range: it provides every singleton itself, the page's start-up loads its own before any remote's, and
 * a singleton's range only ever produced a warning; checking it on every shared module the start-up loads cost
 * 10–15 ms of the entry's first task at 4× slowdown. A remote still states the range it was built against, and
 * is warned when the host's version does not satisfy it.
 *
 * A remote's browser build takes every singleton from the host (`import: false`) and carries no copy of its own:
 * the host's page provides them all before it loads a remote (it starts with them), and a remote is only ever
 * loaded by the host. With copies of its own, each remote's entry registered some thirty modules in the share
 * scope when it was loaded (their names, versions and chunks, 2 KB of its entry; comparing each version with the
 * host's, a long task of the page's start-up) for copies no page ever loaded. A remote run on its own (`standalone`)
 * and the server's build keep their copies.
 */
function sharedConfig(
  subsets: Partial<Record<SubsetPackage, string>> = {},
  role: 'host' | 'remote' | 'own' = 'own',
): Record<string, SharedEntry> {
  return Object.fromEntries(
    sharedSingletons.map((pkg) => {
      const entry: SharedEntry = { singleton: true, requiredVersion: role === 'host' ? false : `^${packageVersion(pkg)}` };
      if (role === 'remote') entry.import = false;
      const subset = subsets[pkg as SubsetPackage];
      if (subset) Object.assign(entry, { import: subset, version: packageVersion(pkg) });
      // Frames without state of their own: each remote that uses one bundles it with its pages (they read the
      // page's contexts through the package's main entry), rather than load it as a shared module of its own; the
      // web font's loader is the shell's alone.
      if (pkg === '@taesung/shared/') entry.exclude = { request: /^(page-layout|console-page|web-font)$/ };
      return [pkg, entry];
    }),
  );
}

function scriptRule(target: 'browser' | 'server', production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: target === 'server' ? 'es2023' : 'es2020',
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

function styleRules(app: string, target: 'browser' | 'server', production: boolean): RuleSetRule[] {
  const localIdentName = production ? `${app}-[hash:base64:6]` : `${app}__[name]__[local]`;
  const cssLoader = (modules: boolean) => ({
    loader: 'css-loader',
    options: {
      importLoaders: 0,
      modules: modules
        ? { localIdentName, exportOnlyLocals: target === 'server', namedExport: false, exportLocalsConvention: 'as-is' }
        : false,
    },
  });
  if (target === 'server') {
    return [
      { test: /\.module\.css$/, use: [cssLoader(true)] },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: { emit: false } },
    ];
  }
  return [
    { test: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(true)] },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(false)] },
  ];
}

/**
 * The scripts and stylesheets of the host's start-up: the modules reachable from the entry, through the
 * federation's async boundaries, the entry's own `import()` stages and, for a shared module the host provides, the
 * provider's chunk; but not through the rest of the application's `import()` calls nor shared modules nobody
 * consumes.
 */
function startupOf(compilation: webpack.Compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return undefined;
  const { chunkGraph, moduleGraph } = compilation;
  const files = new Set<string>(entry.getFiles());
  const seen = new Set<webpack.Module>();
  const queue: webpack.Module[] = [];
  for (const chunk of entry.chunks) for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) queue.push(module);
  // What the entry imports is start-up, even as `import()` (its stages, see the shell's index.tsx).
  const entryModules = new Set(queue);
  // A shared module the host provides is served from the share scope by the provider's own chunk, not by the
  // consuming module's fallback.
  const providers = new Map<string, webpack.Module>();
  for (const module of compilation.modules) {
    const name = module.type === 'provide-module' ? (module as webpack.Module & { _name?: unknown })._name : undefined;
    if (typeof name === 'string') providers.set(name, module);
  }
  const consumedProviders = new Set<webpack.Module>();
  const follow = (dependencies: readonly webpack.Dependency[]) => {
    for (const dependency of dependencies) {
      const target = moduleGraph.getModule(dependency);
      if (target && !seen.has(target)) queue.push(target);
    }
  };
  while (queue.length > 0) {
    const module = queue.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    if (module.type === 'provide-module' && !consumedProviders.has(module)) continue;
    if (module.type === 'consume-shared-module') {
      const shareKey = (module as webpack.Module & { options?: { shareKey?: string } }).options?.shareKey;
      const provider = shareKey === undefined ? undefined : providers.get(shareKey);
      if (provider) {
        consumedProviders.add(provider);
        if (!seen.has(provider)) queue.push(provider);
        continue;
      }
    }
    follow(module.dependencies);
    for (const block of module.blocks) {
      if (!entryModules.has(module) && block.dependencies.some((dependency) => dependency.type === 'import()')) continue;
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) for (const file of chunk.files) files.add(file);
      follow(block.dependencies);
    }
  }
  return { entry, files, providers };
}

/**
 * Writes `assets.json`: the entry's scripts, the shared texts' chunk per language, the shared modules the host
 * provides (a remote brings its own copy of any other, which the server then preloads), and every script and
 * stylesheet of the start-up (`startupOf`). The server has the page preload them so nothing waits on something else.
 */
class EntryAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const startup = startupOf(compilation);
          if (!startup) return;
          const { entry, files, providers } = startup;
          const isAsset = (file: string) => !file.endsWith('.map') && !file.includes('hot-update');
          const entryFiles = entry.getFiles().filter(isAsset);
          const startupFiles = [...files].filter(isAsset).sort();
          const i18n: Record<string, string[]> = {};
          for (const chunk of compilation.chunks) {
            const locale = /^i18n-common-(\w+)$/.exec(chunk.name ?? '')?.[1];
            if (locale) i18n[locale] = [...chunk.files].filter((file) => file.endsWith('.js'));
          }
          const body = JSON.stringify(
            {
              js: entryFiles.filter((file) => file.endsWith('.js')),
              css: [...new Set([...entryFiles, ...startupFiles])].filter((file) => file.endsWith('.css')),
              preload: startupFiles.filter((file) => file.endsWith('.js') && !entryFiles.includes(file)),
              i18n,
              provided: [...providers.keys()].sort(),
            },
            null,
            2,
          );
          compilation.emitAsset('assets.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * Asks V8 to compile the scripts of a page's start-up whole, as they download, on a background thread
 * (`//# allFunctionsCalledOnLoad`, V8's explicit compile hints; a browser without them reads a comment). Compiled
 * lazily, each function is parsed a second time and compiled on the main thread when first called, which is
 * during the start-up for most of these: the shell's start-up scripts, and a remote's entry, routes and on-demand
 * pages. The rest (the console, Swiper, dialogs) keeps lazy compilation.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set(startupOf(compilation)?.files);
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name) || name.startsWith('__federation_expose_') || name.startsWith('page-')) {
              for (const file of group.getFiles()) files.add(file);
            }
          }
          for (const file of files) {
            if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
          }
        },
      );
    });
  }
}

/**
 * Writes a remote's `pages.json`: the files of each page it loads on demand (chunks named `page-…`, see
 * `lazyPage`), with the chunks they share. The server preloads a rendered page's files from it and leaves the
 * other pages' stylesheets out of the document.
 */
class PageChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages: Record<string, { js: string[]; css: string[] }> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith('page-')) continue;
          const files = group.getFiles().filter((file) => !file.endsWith('.map'));
          pages[name] = { js: files.filter((file) => file.endsWith('.js')).sort(), css: files.filter((file) => file.endsWith('.css')).sort() };
        }
        compilation.emitAsset('pages.json', new webpack.sources.RawSource(JSON.stringify(pages, null, 2)));
      });
    });
  }
}

/** Marks the Node build as CommonJS, whatever the package's own module type. */
class CommonJsMarkerPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsMarkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsMarkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new webpack.sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  }
}

/**
 * Development builds keep webpack's disk cache. Production builds do not: restored from the cache, a build with
 * tree shaking and module concatenation came out different from a cold build of the same sources, and broken
 * (shared modules lost exports). `scripts/build.ts` skips an app whose inputs have not changed instead.
 */
function cacheConfig(app: string, target: string, configFile: string, production: boolean): Configuration['cache'] {
  if (production) return false;
  return {
    type: 'filesystem',
    name: `${app}-${target}-${production ? 'production' : 'development'}`,
    cacheDirectory: path.join(rootDir, 'node_modules/.cache/webpack'),
    buildDependencies: { config: [import.meta.filename, configFile] },
  };
}

/**
 * The site's icons as the document names them (`api/src/plugins/site/document.ts`): PNG drawings of
 * `shell/public/favicon.svg`, the one source of the icon, made by the shell's build.
 */
const pageIcons = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'favicon-192.png', size: 192 },
];

async function renderIcon(svg: Buffer, size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  // The SVG's view box is 64 units wide; drawn at the density that makes it `size` pixels, not scaled afterwards.
  return sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * The host's shared libraries in one file per family instead of one per package (and one per re-exporting
 * subset): every page starts with all of them, and each file is a request and a script of its own for the page's
 * main thread to issue and run.
 */
const libraryGroups = Object.fromEntries(
  Object.entries({
    'lib-react': /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    // Not use-sync-external-store's shim for React before 18: react-redux takes React's own hook, and only the
    // console's editor (Tiptap) asks for the shim, which the group had put in every public page's start-up.
    'lib-redux':
      /[\\/]node_modules[\\/](redux|redux-thunk|immer|reselect|@reduxjs[\\/]toolkit|react-redux|use-sync-external-store(?![\\/](shim|cjs[\\/]use-sync-external-store-shim))|@standard-schema[\\/]utils)[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]redux-toolkit-browser\.ts$/,
    'lib-i18n': /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]react-i18next-browser\.ts$/,
    'lib-router': /[\\/]node_modules[\\/]react-router[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]react-router-browser\.ts$/,
  }).map(([name, test]) => [name, { test, name, chunks: 'async' as const, minSize: 0, priority: 20, enforce: true }]),
);

function browserConfig(options: AppOptions, env: BuildEnv): Configuration {
  const { name, dir, kind, exposes = {} } = options;
  const { production } = env;
  const isHost = kind === 'host';
  const entry: Configuration['entry'] = {};
  if (isHost) entry.main = './src/index.tsx';
  if (env.standalone) entry.main = './src/standalone.tsx';
  const plugins: NonNullable<Configuration['plugins']> = [
    new MiniCssExtractPlugin({
      filename: 'static/css/[name].[contenthash:8].css',
      chunkFilename: 'static/css/[id].[contenthash:8].css',
      ignoreOrder: true,
    }),
    new ModuleFederationPlugin({
      name: federationName(name),
      ...(isHost || env.standalone ? {} : { filename: 'remoteEntry.js', exposes }),
      remotes: {},
      shared: sharedConfig(
        isHost && !env.standalone
          ? Object.fromEntries(Object.entries(options.providedSubsets ?? {}).map(([pkg, file]) => [pkg, path.join(dir, file)]))
          : {},
        env.standalone ? 'own' : isHost ? 'host' : 'remote',
      ),
      shareStrategy: 'loaded-first',
      runtimePlugins: (options.runtimePlugins?.browser ?? []).map((file) => path.join(dir, file)),
      manifest: isHost || env.standalone ? false : { fileName: 'mf-manifest.json' },
      dts: false,
      experiments: {
        asyncStartup: true,
        ...(env.standalone ? {} : isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        // A remote loads no remotes of its own: its entry leaves out the federation's code for that.
        optimization: { disableSnapshot: true, target: 'web', disableRemote: !isHost && !env.standalone },
      },
    }),
    new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    // The federation SDK's environment checks without its read of localStorage (shared/src/federation/sdk-env.ts).
    new webpack.NormalModuleReplacementPlugin(/^\.\/env\.js$/, (resource: { context?: string; request: string }) => {
      if (/[\\/]@module-federation[\\/]sdk[\\/]dist$/.test(resource.context ?? '')) resource.request = federationSdkEnv;
    }),
  ];
  if (!isHost && !env.standalone) plugins.push(new PageChunksPlugin());
  if (production) plugins.push(new CompileHintsPlugin());
  if (isHost) {
    plugins.push(
      new EntryAssetsPlugin(),
      new CopyPlugin({
        patterns: [
          { from: 'public', to: 'public', noErrorOnMissing: true },
          // The icon the document names is a PNG drawn from the SVG: a browser draws an SVG icon by building a whole
          // SVG document on the page's main thread (20-27 ms in Lighthouse's traces, a long task at 4x slowdown).
          ...pageIcons.map(({ file, size }) => ({
            from: 'public/favicon.svg',
            to: `public/${file}`,
            noErrorOnMissing: true,
            transform: { transformer: (svg: Buffer) => renderIcon(svg, size), cache: true },
          })),
        ],
      }),
      // The runtime plugin that hands remotes the host's federation runtime is added as its CommonJS build, which
      // pulls in a second, CommonJS copy of the runtime beside the ES one; its ES build shares the one copy.
      new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      }),
    );
  }
  if (env.standalone) {
    plugins.push(new HtmlWebpackPlugin({ templateContent: standaloneHtml(name) }));
  }
  if (production) {
    plugins.push(
      new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|json|svg|woff2?)$/, threshold: 1024, filename: '[path][base].gz' }),
      new CompressionPlugin({
        algorithm: 'brotliCompress',
        test: /\.(js|css|json|svg)$/,
        threshold: 1024,
        filename: '[path][base].br',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
      }),
    );
  }
  return {
    name: `${name}:browser`,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost || env.standalone ? '/' : 'auto',
      uniqueName: federationName(name),
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { ...subsetAliases, '@': path.join(dir, 'src') },
    },
    module: {
      rules: [
        scriptRule('browser', production),
        ...styleRules(name, 'browser', production),
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins,
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
      splitChunks: {
        cacheGroups: {
          // Redux Toolkit and RTK Query are provided as separate shared modules that both use reselect; under the
          // default 20 KB minimum it was copied into each of their chunks, downloaded twice by every page.
          reselect: { test: /[\\/]node_modules[\\/]reselect[\\/]/, chunks: 'async', minSize: 0, priority: 10 },
          // The shell's start-up evaluates the shared package's RTK Query API a step before the rest
          // (shell/src/index.tsx); under the 20 KB minimum it was also copied into the chunk of the package's main
          // entry.
          sharedApi: {
            test: /[\\/]shared[\\/]src[\\/]api[\\/](base-api|public-endpoints)\.ts$/,
            chunks: 'async',
            minSize: 0,
            priority: 10,
          },
          ...(isHost ? libraryGroups : {}),
        },
      },
      usedExports: production,
      concatenateModules: production,
    },
    performance: false,
    cache: cacheConfig(name, env.standalone ? 'standalone' : 'browser', path.join(dir, 'webpack.config.ts'), production),
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

function serverConfig(options: AppOptions, env: BuildEnv): Configuration {
  const { name, dir, kind, exposes = {} } = options;
  const { production } = env;
  const isHost = kind === 'host';
  return {
    name: `${name}:server`,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    devtool: false,
    entry: isHost ? { main: './src/server.tsx' } : {},
    output: {
      path: path.join(dir, 'dist/server'),
      publicPath: isHost ? '/' : '',
      uniqueName: `${federationName(name)}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { '@': path.join(dir, 'src') },
    },
    module: {
      rules: [
        scriptRule('server', production),
        ...styleRules(name, 'server', production),
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedConfig(),
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

function standaloneHtml(name: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title></head><body><div id="root"></div></body></html>`;
}

/**
 * The webpack configurations of one app: its browser build, and for server-rendered apps its Node build.
 * Called by every `webpack.config.ts` with its own options.
 */
export function defineApp(options: AppOptions) {
  return (cliEnv: Record<string, unknown> = {}, argv: { mode?: string } = {}): Configuration[] => {
    const env: BuildEnv = {
      production: (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production',
      only: cliEnv.only === 'browser' || cliEnv.only === 'server' ? cliEnv.only : undefined,
      standalone: Boolean(cliEnv.standalone),
    };
    if (env.standalone) return [browserConfig(options, { ...env, only: 'browser' })];
    const configs: Configuration[] = [];
    if (env.only !== 'server') configs.push(browserConfig(options, env));
    if (options.ssr && env.only !== 'browser') configs.push(serverConfig(options, env));
    return configs;
  };
}
