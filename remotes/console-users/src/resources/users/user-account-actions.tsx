import { useTranslation } from 'react-i18next';
import { apiErrorMessage, type User } from '@taesung/shared';
import { actionClasses, confirm, toast, useConfirmedAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from '@/ui/screen-styles.ts';
import { useSendPasswordResetMutation, useWithdrawConsoleUserMutation } from './api.ts';

/** What is done to an account outside its fields: a new password link by mail, and withdrawal. */
export function UserAccountActions({ user, onWithdrawn }: { user: User; onWithdrawn: () => void }) {
  const { t } = useTranslation(namespace);
  const confirmThen = useConfirmedAction();
  const [sendReset, { isLoading: sending }] = useSendPasswordResetMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawConsoleUserMutation();

  const sendResetLink = async () => {
    const confirmed = await confirm({
      title: t('users.reset.title'),
      message: t('users.reset.message', { name: user.name, email: user.email }),
      confirmLabel: t('users.reset.confirm'),
      cancelLabel: t('users.form.cancel'),
    });
    if (!confirmed) return;
    try {
      const message = await sendReset(user._id).unwrap();
      if (message.status === 'sent') toast.success(t('users.reset.sent', { email: user.email }));
      else if (message.status === 'queued') toast.info(t('users.reset.queued', { email: user.email }));
      else toast.error(t('users.reset.notSent', { email: user.email }));
    } catch (error) {
      toast.error(apiErrorMessage(error, t('users.reset.error')));
    }
  };

  const withdrawUser = async () => {
    const withdrawn = await confirmThen(
      {
        title: t('users.withdraw.title', { name: user.name }),
        message: t('users.withdraw.message'),
        confirmLabel: t('users.withdraw.confirm'),
        cancelLabel: t('users.form.cancel'),
        tone: 'danger',
      },
      () => withdraw(user._id).unwrap(),
      { success: t('users.withdraw.done', { name: user.name }) },
    );
    if (withdrawn) onWithdrawn();
  };

  return (
    <section className={styles.panel} aria-labelledby="user-account-actions">
      <h2 id="user-account-actions">{t('users.accountActions')}</h2>
      <button
        type="button"
        className={actionClasses.secondary}
        onClick={() => void sendResetLink()}
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {t('users.reset.button')}
      </button>
      <button
        type="button"
        className={actionClasses.danger}
        onClick={() => void withdrawUser()}
        disabled={withdrawing}
        aria-busy={withdrawing || undefined}
      >
        {t('users.withdraw.button')}
      </button>
    </section>
  );
}
