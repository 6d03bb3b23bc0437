import type { ConfirmOptions } from './types.ts';

export interface ToastItem {
  id: number;
  tone: 'success' | 'error' | 'info';
  message: string;
}

export interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

export interface OverlayState {
  toasts: readonly ToastItem[];
  confirms: readonly PendingConfirm[];
}

let state: OverlayState = { toasts: [], confirms: [] };
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();

function update(next: OverlayState) {
  state = next;
  for (const listener of listeners) listener();
}

export const overlayStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => state,
  pushToast(tone: ToastItem['tone'], message: string): number {
    const id = nextId++;
    update({ ...state, toasts: [...state.toasts.filter((toast) => toast.message !== message || toast.tone !== tone), { id, tone, message }] });
    return id;
  },
  dismissToast(id: number) {
    if (!state.toasts.some((toast) => toast.id === id)) return;
    update({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) });
  },
  pushConfirm(options: ConfirmOptions): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const id = nextId++;
      update({ ...state, confirms: [...state.confirms, { id, options, resolve }] });
    });
  },
  settleConfirm(id: number, confirmed: boolean) {
    const pending = state.confirms.find((item) => item.id === id);
    if (!pending) return;
    update({ ...state, confirms: state.confirms.filter((item) => item.id !== id) });
    pending.resolve(confirmed);
  },
  hasHost: () => hosts > 0,
  addHost() {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  },
  reset() {
    for (const pending of state.confirms) pending.resolve(false);
    update({ toasts: [], confirms: [] });
  },
};

/** Asks the user to confirm; resolves `true` when confirmed, `false` on cancel, Escape or a click outside. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (!overlayStore.hasHost() && typeof window !== 'undefined' && typeof window.confirm === 'function') {
    return Promise.resolve(window.confirm(options.title) === true);
  }
  return overlayStore.pushConfirm(options);
}

/** Short messages in the console's live region: errors stay until dismissed, the others fade. */
export const toast = {
  success(message: string) {
    overlayStore.pushToast('success', message);
  },
  error(message: string) {
    overlayStore.pushToast('error', message);
  },
  info(message: string) {
    overlayStore.pushToast('info', message);
  },
};
