import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, useConfirmedAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from '@/ui/screen-styles.ts';
import { useEndOwnSessionMutation, useGetOwnSessionsQuery, type AccountSession } from './api.ts';
import { SessionTable } from './session-table.tsx';

/** The signed-in account's sessions (`/console/sessions`): end one, or every one but this browser's. */
export function SessionList() {
  const { t } = useTranslation(namespace);
  const result = useGetOwnSessionsQuery();
  const [end, { isLoading: ending }] = useEndOwnSessionMutation();
  const confirmThen = useConfirmedAction();
  const others = (result.data ?? []).filter((session) => !session.current);

  const endOne = (session: AccountSession) =>
    void confirmThen(
      {
        title: t('sessions.endTitle', { device: session.device || t('sessions.unknownDevice') }),
        message: t('sessions.endMessage'),
        confirmLabel: t('sessions.end'),
        cancelLabel: t('sessions.cancel'),
        tone: 'danger',
      },
      () => end(session._id).unwrap(),
      { success: t('sessions.ended') },
    );

  const endOthers = () =>
    void confirmThen(
      {
        title: t('sessions.endOthersTitle', { count: others.length }),
        message: t('sessions.endMessage'),
        confirmLabel: t('sessions.endOthers'),
        cancelLabel: t('sessions.cancel'),
        tone: 'danger',
      },
      async () => {
        for (const session of others) await end(session._id).unwrap();
      },
      { success: t('sessions.endedOthers', { count: others.length }) },
    );

  return (
    <ConsolePage
      title={t('sessions.title')}
      actions={
        others.length > 0 ? (
          <button
            type="button"
            className={actionClasses.danger}
            onClick={endOthers}
            disabled={ending}
            aria-busy={ending || undefined}
          >
            {t('sessions.endOthers')}
          </button>
        ) : null
      }
    >
      <p className={styles.lead}>{t('sessions.lead')}</p>
      <SessionTable caption={t('sessions.caption')} result={result} onEnd={endOne} />
    </ConsolePage>
  );
}
