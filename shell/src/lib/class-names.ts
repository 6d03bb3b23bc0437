/**
 * Class names joined with spaces, leaving out those a stylesheet does not define: a CSS module gives `undefined`
 * for a class it has no rule for (a variant that needs no style of its own), which a template string would write
 * into the markup.
 */
export function classNames(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}
