import webpack, { type Compiler } from 'webpack';

/** Marks the Node build as CommonJS, whatever the package's own module type. */
export class CommonJsMarkerPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsMarkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsMarkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new webpack.sources.RawSource('{ "type": "commonjs" }\n'));
        },
      );
    });
  }
}
