import webpack, { type Compiler } from 'webpack';

/**
 * Writes a remote's `pages.json`: the files of each page it loads on demand (chunks named `page-…`, see
 * `lazyPage`), with the chunks they share. The server preloads a rendered page's files from it and leaves the
 * other pages' stylesheets out of the document.
 */
export class PageChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages: Record<string, { js: string[]; css: string[] }> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('page-')) continue;
            const files = group.getFiles().filter((file) => !file.endsWith('.map'));
            pages[name] = {
              js: files.filter((file) => file.endsWith('.js')).sort(),
              css: files.filter((file) => file.endsWith('.css')).sort(),
            };
          }
          compilation.emitAsset('pages.json', new webpack.sources.RawSource(JSON.stringify(pages, null, 2)));
        },
      );
    });
  }
}
