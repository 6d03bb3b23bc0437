import { addNamespace } from '@taesung/shared';

export const consoleKitNamespace = 'console-kit';

export const consoleKitReady: Promise<void> = addNamespace(consoleKitNamespace, {
  ko: () => import('./ko.json'),
  en: () => import('./en.json'),
});
