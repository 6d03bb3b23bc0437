import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { usePasswordEstimate } from './use-password-estimate.ts';
import styles from './password-meter.module.css';

export interface PasswordMeterProps {
  /** Put in the password box's `aria-describedby`. */
  id: string;
  password: string;
  /** The account's own words (username, name, e-mail), counted as guessable. */
  userInputs?: readonly string[];
}

const levels = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/**
 * How strong the typed password is, in words and in a bar, and why the server would refuse it (too short, common,
 * guessable). The words carry the meaning; the bar's colour only repeats them.
 */
export function PasswordMeter({ id, password, userInputs }: PasswordMeterProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const estimate = usePasswordEstimate(password, userInputs);
  const levelIndex = estimate ? (estimate.problem ? Math.min(estimate.score, 2) : estimate.score) : -1;
  const level = levels[levelIndex] ?? null;
  const verdict = !password
    ? t('password.rule')
    : !estimate
      ? t('password.checking')
      : estimate.problem
        ? t(`password.problems.${estimate.problem}`, { count: [...password].length })
        : t('password.accepted');

  return (
    <div
      id={id}
      className={styles.meter}
      data-level={level ?? 'none'}
      data-refused={estimate?.problem ? true : undefined}
      aria-live="polite"
    >
      <span className={styles.bar} aria-hidden="true">
        {levels.map((name, index) => (
          <span key={name} className={styles.segment} data-on={index <= levelIndex ? true : undefined} />
        ))}
      </span>
      <span className={styles.text}>
        {level ? <strong>{t('password.strength', { level: t(`password.levels.${level}`) })}</strong> : null}
        <span>{verdict}</span>
      </span>
    </div>
  );
}
