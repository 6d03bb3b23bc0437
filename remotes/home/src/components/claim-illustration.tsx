import type { ReactNode } from 'react';

export type ClaimKey =
  'consultations' | 'years' | 'lawyersPerCase' | 'familyOnly' | 'television' | 'lateLifeDivorce' | 'subscribers';

const drawings: Record<ClaimKey, ReactNode> = {
  consultations: (
    <>
      <path d="M8 12h24a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H18l-7 6v-6H8a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4z" />
      <path d="M40 20h4a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4h-2v6l-7-6h-9a4 4 0 0 1-4-3.5" />
      <path d="M12 20h16M12 25h10" />
    </>
  ),
  years: (
    <>
      <rect x="6" y="10" width="40" height="36" rx="4" />
      <path d="M6 20h40M16 6v8M36 6v8" />
      <path d="M17 30l4 4 9-9" />
    </>
  ),
  lawyersPerCase: (
    <>
      <circle cx="18" cy="16" r="6" />
      <circle cx="34" cy="16" r="6" />
      <path d="M6 42c0-8 5-13 12-13s12 5 12 13M22 42c0-8 5-13 12-13s12 5 12 13" />
    </>
  ),
  familyOnly: (
    <>
      <path d="M6 24 26 8l20 16" />
      <path d="M11 20v24h30V20" />
      <circle cx="21" cy="29" r="3" />
      <circle cx="31" cy="29" r="3" />
      <path d="M16 44c0-5 2-8 5-8s5 3 5 8M26 44c0-5 2-8 5-8s5 3 5 8" />
    </>
  ),
  television: (
    <>
      <rect x="4" y="12" width="44" height="30" rx="4" />
      <path d="M18 4l8 8 8-8M16 48h20" />
      <path d="M22 22v10l9-5z" />
    </>
  ),
  lateLifeDivorce: (
    <>
      <path d="M26 6v40M14 46h24M8 12h36" />
      <path d="M8 12l-6 14a6 6 0 0 0 12 0zM44 12l-6 14a6 6 0 0 0 12 0z" />
    </>
  ),
  subscribers: (
    <>
      <rect x="4" y="10" width="44" height="32" rx="9" />
      <path d="M21 19v14l12-7z" />
    </>
  ),
};

/** A line drawing for a claim (remotes carry no image files). */
export function ClaimIllustration({ claim, className }: { claim: ClaimKey; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 52 52"
      width="52"
      height="52"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[claim]}
    </svg>
  );
}
