const allowed = /^(?:https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d-]+|\/[^\s]*|#[^\s]*)$/i;
const bareDomain = /^(?:[\w-]+\.)+[a-z]{2,}(?:[/?#][^\s]*)?$/i;

/** The address typed into the link form as a link's `href`, or `null` when it is not one a post may carry. */
export function linkHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (allowed.test(value)) return value;
  if (bareDomain.test(value)) return `https://${value}`;
  return null;
}
