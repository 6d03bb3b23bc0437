import type { Configuration } from 'webpack';
import { browserConfig } from './build/browser-config.ts';
import type { AppOptions, BuildEnv } from './build/options.ts';
import { serverConfig } from './build/server-config.ts';

export { type AppKind, type AppOptions, federationName } from './build/options.ts';
export { sharedSingletons } from './build/shared-libraries.ts';
export { CompileHintsPlugin } from './build/plugins/compile-hints.ts';

/**
 * The webpack configurations of one app: its browser build, and for server-rendered apps its Node build, each
 * composed from the parts in `build/` (docs/federation.md). Called by every `webpack.config.ts` with its own options.
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
