import type webpack from 'webpack';

/**
 * The scripts and stylesheets of the host's start-up: the modules reachable from the entry, through the
 * federation's async boundaries, the entry's own `import()` stages and, for a shared module the host provides, the
 * provider's chunk; but not through the rest of the application's `import()` calls nor shared modules nobody
 * consumes.
 */
export function startupOf(compilation: webpack.Compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return undefined;
  const { chunkGraph, moduleGraph } = compilation;
  const files = new Set<string>(entry.getFiles());
  const seen = new Set<webpack.Module>();
  const queue: webpack.Module[] = [];
  for (const chunk of entry.chunks)
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) queue.push(module);
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
      if (!entryModules.has(module) && block.dependencies.some((dependency) => dependency.type === 'import()'))
        continue;
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
        for (const file of chunk.files) files.add(file);
      follow(block.dependencies);
    }
  }
  return { entry, files, providers };
}
