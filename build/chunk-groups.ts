/**
 * Modules the default 20 KB minimum copied into more than one chunk. Redux Toolkit and RTK Query are provided as
 * separate shared modules that both use reselect, which was downloaded twice by every page; the shell's start-up
 * evaluates the shared package's RTK Query API a step before the rest (shell/src/index.tsx), which was also copied
 * into the chunk of the package's main entry.
 */
export const dedupedGroups = {
  reselect: { test: /[\\/]node_modules[\\/]reselect[\\/]/, chunks: 'async' as const, minSize: 0, priority: 10 },
  sharedApi: {
    test: /[\\/]shared[\\/]src[\\/]api[\\/](base-api|public-endpoints)\.ts$/,
    chunks: 'async' as const,
    minSize: 0,
    priority: 10,
  },
};

/**
 * The host's shared libraries in one file per family instead of one per package (and one per re-exporting
 * subset): every page starts with all of them, and each file is a request and a script of its own for the page's
 * main thread to issue and run.
 */
export const libraryGroups = Object.fromEntries(
  Object.entries({
    'lib-react': /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    // Not use-sync-external-store's shim for React before 18: react-redux takes React's own hook, and only the
    // console's editor (Tiptap) asks for the shim, which the group had put in every public page's start-up.
    'lib-redux':
      /[\\/]node_modules[\\/](redux|redux-thunk|immer|reselect|@reduxjs[\\/]toolkit|react-redux|use-sync-external-store(?![\\/](shim|cjs[\\/]use-sync-external-store-shim))|@standard-schema[\\/]utils)[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]redux-toolkit-browser\.ts$/,
    'lib-i18n':
      /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]react-i18next-browser\.ts$/,
    'lib-router':
      /[\\/]node_modules[\\/]react-router[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]react-router-browser\.ts$/,
  }).map(([name, test]) => [name, { test, name, chunks: 'async' as const, minSize: 0, priority: 20, enforce: true }]),
);
