import { useTranslation } from 'react-i18next';
import { apiErrorMessage, type User } from '@taesung/shared';
import { actionClasses, confirm, toast, useConfirmedAction } from '@taesung/shared/console';
import {
  useEndAccountSessionMutation,
  useEndAccountSessionsMutation,
  useGetAccountSessionsQuery,
  useResetAccountTwoFactorMutation,
  type AccountSession,
} from '@/resources/sessions/api.ts';
import { namespace } from '@/i18n/index.ts';
import styles from '@/ui/screen-styles.ts';
import { SessionTable } from '../sessions/session-table.tsx';
import own from './user-sessions.module.css';

/** An account's sessions on its screen, ended one by one or all at once, and the reset of its two-factor sign-in. */
export function UserSessions({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const result = useGetAccountSessionsQuery(user._id);
  const [endOne] = useEndAccountSessionMutation();
  const [endAll, { isLoading: endingAll }] = useEndAccountSessionsMutation();
  const [resetTwoFactor, { isLoading: resetting }] = useResetAccountTwoFactorMutation();
  const confirmThen = useConfirmedAction();
  const cancelLabel = t('sessions.cancel');

  const end = (session: AccountSession) =>
    void confirmThen(
      {
        title: t('sessions.account.endTitle', {
          name: user.name,
          device: session.device || t('sessions.unknownDevice'),
        }),
        message: t('sessions.endMessage'),
        confirmLabel: t('sessions.end'),
        cancelLabel,
        tone: 'danger',
      },
      () => endOne({ userId: user._id, id: session._id }).unwrap(),
      { success: t('sessions.ended') },
    );

  const endEverywhere = () =>
    void confirmThen(
      {
        title: t('sessions.account.endAllTitle', { name: user.name }),
        message: t('sessions.account.endAllMessage'),
        confirmLabel: t('sessions.account.endAll'),
        cancelLabel,
        tone: 'danger',
      },
      () => endAll(user._id).unwrap(),
      { success: t('sessions.account.endedAll', { name: user.name }) },
    );

  const reset = async () => {
    const confirmed = await confirm({
      title: t('sessions.account.resetTitle', { name: user.name }),
      message: t('sessions.account.resetMessage'),
      confirmLabel: t('sessions.account.resetConfirm'),
      cancelLabel,
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      toast.success(await resetTwoFactor(user._id).unwrap());
    } catch (error) {
      toast.error(apiErrorMessage(error, t('sessions.account.resetFailed')));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="user-sessions">
      <h2 id="user-sessions">{t('sessions.account.title')}</h2>
      <div className={own.table}>
        <SessionTable caption={t('sessions.account.caption', { name: user.name })} result={result} onEnd={end} />
      </div>
      <button
        type="button"
        className={actionClasses.danger}
        onClick={endEverywhere}
        disabled={endingAll || !result.data?.length}
        aria-busy={endingAll || undefined}
      >
        {t('sessions.account.endAll')}
      </button>
      <button
        type="button"
        className={actionClasses.secondary}
        onClick={() => void reset()}
        disabled={resetting}
        aria-busy={resetting || undefined}
      >
        {t('sessions.account.resetTwoFactor')}
      </button>
    </section>
  );
}
