export const questionListPath = '/console/center/questions';
export const questionPath = (id: string) => `${questionListPath}/${encodeURIComponent(id)}`;

/** An e-mail address as lists show it: `minji@example.com` → `mi***@example.com`. */
export function maskEmail(value: string | null | undefined): string {
  const [local = '', domain] = (value ?? '').split('@');
  if (!domain) return local;
  return `${local.slice(0, 2)}***@${domain}`;
}
