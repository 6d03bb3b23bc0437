import { useTranslation } from 'react-i18next';
import type { User } from '@taesung/shared';
import {
  actionClasses,
  formatDateTimeMinutes,
  ListView,
  useConfirmedAction,
  useListParams,
} from '@taesung/shared/console';
import { useAllLevels } from '@/resources/levels/api.ts';
import {
  useGetConsoleWithdrawalsQuery,
  usePurgeConsoleUserMutation,
  useRestoreConsoleUserMutation,
} from '@/resources/users/api.ts';
import { namespace } from '@/i18n/index.ts';
import styles from '@/ui/screen-styles.ts';

/** Withdrawn accounts: restored after a confirmation, or purged for good after typing the username. */
export function WithdrawalList() {
  const { t } = useTranslation(namespace);
  const confirmThen = useConfirmedAction();
  const list = useListParams({});
  const result = useGetConsoleWithdrawalsQuery(list.query);
  const levels = useAllLevels().data?.levels;
  const [restore] = useRestoreConsoleUserMutation();
  const [purge] = usePurgeConsoleUserMutation();

  const restoreUser = (user: User) =>
    confirmThen(
      {
        title: t('withdrawals.restore.title', { name: user.name }),
        message: t('withdrawals.restore.message'),
        confirmLabel: t('withdrawals.restore.confirm'),
        cancelLabel: t('withdrawals.cancel'),
      },
      () => restore(user._id).unwrap(),
      { success: t('withdrawals.restore.done', { name: user.name }) },
    );

  /** Purging erases the account's personal data for good: the username must be typed to confirm. */
  const purgeUser = (user: User) =>
    confirmThen(
      {
        title: t('withdrawals.purge.title', { name: user.name }),
        message: t('withdrawals.purge.message'),
        confirmLabel: t('withdrawals.purge.confirm'),
        cancelLabel: t('withdrawals.cancel'),
        tone: 'danger',
        typeToConfirm: user.username,
      },
      () => purge(user._id).unwrap(),
      { success: t('withdrawals.purge.done', { username: user.username }) },
    );

  return (
    <ListView<User, NonNullable<typeof result.data>>
      title={t('withdrawals.title')}
      caption={t('withdrawals.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.users, totalCount: data.summary.totalCount })}
      columns={[
        { key: 'username', header: t('withdrawals.fields.username'), cell: (user) => user.username },
        { key: 'name', header: t('withdrawals.fields.name'), cell: (user) => user.name },
        {
          key: 'level',
          header: t('withdrawals.fields.level'),
          cell: (user) => levels?.find((level) => level._id === user.level)?.name ?? '',
        },
        {
          key: 'withdrawnAt',
          header: t('withdrawals.fields.withdrawnAt'),
          cell: (user) => formatDateTimeMinutes(user.withdrawnAt),
        },
        {
          key: 'actions',
          header: t('withdrawals.fields.actions'),
          cell: (user) => (
            <div className={styles.rowActions}>
              <button
                type="button"
                className={actionClasses.secondary}
                onClick={() => void restoreUser(user)}
                aria-label={t('withdrawals.restore.label', { username: user.username })}
              >
                {t('withdrawals.restore.button')}
              </button>
              <button
                type="button"
                className={actionClasses.danger}
                onClick={() => void purgeUser(user)}
                aria-label={t('withdrawals.purge.label', { username: user.username })}
              >
                {t('withdrawals.purge.button')}
              </button>
            </div>
          ),
        },
      ]}
      rowKey={(user) => user._id}
      searchLabel={t('withdrawals.search')}
      emptyText={t('withdrawals.empty')}
    />
  );
}
