/** The parts of a keyboard event (React's or the DOM's) that tell an IME's Enter from a real one. */
export interface CompositionKeyEvent {
  key: string;
  keyCode: number;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

/** An Enter that only confirms a Hangul (or other IME) composition: forms and search boxes never submit on it. */
export function isCompositionEnter(event: CompositionKeyEvent): boolean {
  return (
    event.key === 'Enter' &&
    (event.nativeEvent?.isComposing === true || event.isComposing === true || event.keyCode === 229)
  );
}
