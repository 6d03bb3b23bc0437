import webpack, { type Compiler } from 'webpack';
import { startupOf } from '../startup-graph.ts';

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
            if (
              compilation.entrypoints.has(name) ||
              name.startsWith('__federation_expose_') ||
              name.startsWith('page-')
            ) {
              for (const file of group.getFiles()) files.add(file);
            }
          }
          for (const file of files) {
            if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
            compilation.updateAsset(
              file,
              (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
          }
        },
      );
    });
  }
}
