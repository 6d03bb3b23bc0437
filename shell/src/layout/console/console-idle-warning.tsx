import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@taesung/shared/dialog';
import { apiErrorMessage } from '@taesung/shared';
import { actionClasses, toast } from '@taesung/shared/console';
import { useTouchSessionMutation } from './console-session.ts';
import styles from './console-layout.module.css';

/**
 * The warning a minute before the idle timeout: "계속 사용" keeps the session (any call to the API would too), the
 * other button signs out now. Closing it with Escape keeps the session as well, so nothing is lost by a key.
 */
export function ConsoleIdleWarning({ secondsLeft, onLogout }: { secondsLeft: number; onLogout: () => void }) {
  const { t } = useTranslation('console');
  const [touch, { isLoading }] = useTouchSessionMutation();
  const stayRef = useRef<HTMLButtonElement>(null);
  const stay = () => {
    touch()
      .unwrap()
      .catch((error: unknown) => toast.error(apiErrorMessage(error, t('idle.failed'))));
  };
  return (
    <Dialog
      open
      role="alertdialog"
      title={t('idle.title')}
      onClose={stay}
      initialFocus={stayRef}
      className={styles.idle}
    >
      <p className={styles.idleBody}>{t('idle.body')}</p>
      <p className={styles.idleBody} aria-hidden="true">
        {t('idle.secondsLeft', { count: secondsLeft })}
      </p>
      <div className={styles.idleActions}>
        <button type="button" className={actionClasses.secondary} onClick={onLogout}>
          {t('idle.logout')}
        </button>
        <button
          ref={stayRef}
          type="button"
          className={actionClasses.primary}
          onClick={stay}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {t('idle.stay')}
        </button>
      </div>
    </Dialog>
  );
}
