import type { ConfirmOptions, PromptOptions } from './types.ts';

export interface ToastItem {
  id: number;
  tone: 'success' | 'error' | 'info';
  message: string;
}

/** A question waiting for its answer: confirmed, or the prompt's write done. */
interface Pending<Options> {
  id: number;
  options: Options;
  resolve: (answer: boolean) => void;
}
export type PendingConfirm = Pending<ConfirmOptions>;
export type PendingPrompt = Pending<PromptOptions>;

export interface OverlayState {
  toasts: readonly ToastItem[];
  confirms: readonly PendingConfirm[];
  prompts: readonly PendingPrompt[];
}

let state: OverlayState = { toasts: [], confirms: [], prompts: [] };
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();

function update(next: OverlayState) {
  state = next;
  for (const listener of listeners) listener();
}

type Questions = 'confirms' | 'prompts';

function ask<Queue extends Questions>(queue: Queue, options: OverlayState[Queue][number]['options']): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    update({ ...state, [queue]: [...state[queue], { id, options, resolve }] });
  });
}

function answer(queue: Questions, id: number, value: boolean) {
  const pending = state[queue].find((item) => item.id === id);
  if (!pending) return;
  update({ ...state, [queue]: state[queue].filter((item) => item.id !== id) });
  pending.resolve(value);
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
    update({
      ...state,
      toasts: [
        ...state.toasts.filter((toast) => toast.message !== message || toast.tone !== tone),
        { id, tone, message },
      ],
    });
    return id;
  },
  dismissToast(id: number) {
    if (!state.toasts.some((toast) => toast.id === id)) return;
    update({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) });
  },
  pushConfirm: (options: ConfirmOptions) => ask('confirms', options),
  settleConfirm: (id: number, confirmed: boolean) => answer('confirms', id, confirmed),
  pushPrompt: (options: PromptOptions) => ask('prompts', options),
  settlePrompt: (id: number, submitted: boolean) => answer('prompts', id, submitted),
  hasHost: () => hosts > 0,
  addHost() {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  },
  reset() {
    for (const pending of state.confirms) pending.resolve(false);
    for (const pending of state.prompts) pending.resolve(false);
    update({ toasts: [], confirms: [], prompts: [] });
  },
};

/** Asks the user to confirm; resolves `true` when confirmed, `false` on cancel, Escape or a click outside. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (!overlayStore.hasHost() && typeof window !== 'undefined' && typeof window.confirm === 'function') {
    return Promise.resolve(window.confirm(options.title) === true);
  }
  return overlayStore.pushConfirm(options);
}

/**
 * Asks for a text (the reason of an export or a legal hold) in a dialog and runs `options.submit` with it; resolves
 * `true` once it succeeded, `false` on cancel, Escape or a click outside. Needs the console's overlays host.
 */
export function prompt(options: PromptOptions): Promise<boolean> {
  return overlayStore.pushPrompt(options);
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
