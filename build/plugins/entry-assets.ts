import webpack, { type Compiler } from 'webpack';
import { startupOf } from '../startup-graph.ts';

/**
 * Writes `assets.json`: the entry's scripts, the shared texts' chunk per language, the shared modules the host
 * provides (a remote brings its own copy of any other, which the server then preloads), and every script and
 * stylesheet of the start-up (`startupOf`). The server has the page preload them so nothing waits on something else.
 */
export class EntryAssetsPlugin {
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
