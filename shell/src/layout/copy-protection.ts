import { useEffect } from 'react';

const blockedEvents = ['copy', 'contextmenu', 'selectstart', 'dragstart'] as const;

const formField = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Whether an event started inside a form field, where visitors may always select, copy and paste. */
export function isInFormField(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return Boolean(element?.closest(formField));
}

function block(event: Event) {
  if (!isInFormField(event.target)) event.preventDefault();
}

/**
 * Blocks copying, the context menu, text selection and dragging on the page, except inside form fields. Public
 * pages only: the console never calls it.
 */
export function useCopyProtection() {
  useEffect(() => {
    for (const type of blockedEvents) document.addEventListener(type, block);
    return () => {
      for (const type of blockedEvents) document.removeEventListener(type, block);
    };
  }, []);
}
