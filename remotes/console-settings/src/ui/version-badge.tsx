import versionStyles from './version-styles.ts';

export type VersionState = 'current' | 'scheduled' | 'earlier';

/** A dated version's state (시행 중, 시행 예정, 이전 버전) as a word; the colour only repeats it. */
export function VersionBadge({ state, label }: { state: VersionState; label: string }) {
  return <span className={`${versionStyles.badge} ${versionStyles[state]}`}>{label}</span>;
}
