/** Ends the current task, so the browser can handle input and paint between the steps of the start-up. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
