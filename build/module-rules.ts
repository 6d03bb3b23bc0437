import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

type Target = 'browser' | 'server';

function scriptRule(target: Target, production: boolean): RuleSetRule {
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

/** Stylesheets: extracted to files in the browser; on the server, CSS Modules export only their class names. */
function styleRules(app: string, target: Target, production: boolean): RuleSetRule[] {
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

/** Fonts and pictures: files of the browser build, which the server's build names without writing them again. */
function assetRule(target: Target): RuleSetRule {
  const test = /\.(woff2?|png|jpe?g|webp|avif|svg)$/i;
  return target === 'server'
    ? { test, type: 'asset/resource', generator: { emit: false } }
    : { test, type: 'asset/resource' };
}

/** How an app's sources are read: TypeScript through SWC, stylesheets, fonts and pictures. */
export function moduleRules(app: string, target: Target, production: boolean): RuleSetRule[] {
  return [scriptRule(target, production), ...styleRules(app, target, production), assetRule(target)];
}

/** How an app's imports are found: `.js` specifiers name TypeScript files, `@/` the package's `src`. */
export function resolveOptions(
  dir: string,
  aliases: Record<string, string> = {},
): NonNullable<Configuration['resolve']> {
  return {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: { ...aliases, '@': path.join(dir, 'src') },
  };
}
