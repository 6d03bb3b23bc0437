import type { CalculatorTool } from '@taesung/shared/calculators';

/** Marks a calculator's form in the server's markup (`<form data-calculator="child-support">`). */
export const calculatorAttribute = 'data-calculator';

const wakeEvents = ['pointerdown', 'keydown', 'focusin', 'click', 'submit', 'popstate'] as const;

let acted: Promise<void> | undefined;

/**
 * Resolves at the visitor's first act on the page (a pointer, a key, a focus, a click, a form sent, a history move).
 * Watched from the moment the calculator page's code runs, before hydration starts; at once on the server.
 */
export function watchFirstAct(): Promise<void> {
  acted ??=
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise((resolve) => {
          const done = () => {
            for (const event of wakeEvents) window.removeEventListener(event, done, true);
            resolve();
          };
          for (const event of wakeEvents) window.addEventListener(event, done, { capture: true, passive: true });
        });
  return acted;
}

/**
 * Resolves when the visitor acts on a page whose calculator form the server rendered; at once when there is no such
 * form to keep (a page rendered in the browser) or the visitor is in it already.
 */
export function whenVisitorActs(tool: CalculatorTool): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const form = document.querySelector(`[${calculatorAttribute}="${tool}"]`);
  return !form || form.contains(document.activeElement) ? Promise.resolve() : watchFirstAct();
}
