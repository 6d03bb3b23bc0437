import { useRef, type KeyboardEvent } from 'react';
import { isCompositionEnter } from '../ui/ime.ts';

/**
 * Keeps a public form from being sent by the Enter that confirms a Hangul composition: `formProps` go on the form
 * (or the one field of a search box), and `composing()` tells a submit handler to wait, as Chromium can fire
 * `submit` before `compositionend`. An Enter in a text area is left alone: it writes a new line.
 */
export function useCompositionGuard() {
  const composing = useRef(false);
  return {
    composing: () => composing.current,
    formProps: {
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        if (isCompositionEnter(event) || composing.current) event.preventDefault();
      },
      onCompositionStart: () => {
        composing.current = true;
      },
      onCompositionEnd: () => {
        composing.current = false;
      },
    },
  };
}
