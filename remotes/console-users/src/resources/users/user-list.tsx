import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, type User } from '@taesung/shared';
import { actionClasses, formatDateTimeMinutes, ListView, useListParams } from '@taesung/shared/console';
import { useAllLevels } from '@/resources/levels/api.ts';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleUsersQuery } from './api.ts';
import { levelName, levelOptions, userCreatePath, userPath } from './user-values.ts';
import styles from '@/ui/screen-styles.ts';

/** Staff accounts: search, level and state filters in the address, each row opening the account. */
export function UserList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: ['level', 'active'] });
  const result = useGetConsoleUsersQuery(list.query);
  const levels = useAllLevels().data?.levels;

  return (
    <ListView<User, NonNullable<typeof result.data>>
      title={t('users.title')}
      caption={t('users.caption')}
      actions={
        <Link className={actionClasses.primary} to={userCreatePath}>
          {t('users.create')}
        </Link>
      }
      list={list}
      result={result}
      select={(data) => ({ rows: data.users, totalCount: data.summary.totalCount })}
      columns={[
        { key: 'username', header: t('users.fields.username'), cell: (user) => user.username },
        { key: 'name', header: t('users.fields.name'), cell: (user) => user.name },
        { key: 'level', header: t('users.fields.level'), cell: (user) => levelName(levels, user.level) },
        { key: 'email', header: t('users.fields.email'), cell: (user) => user.email },
        { key: 'phone', header: t('users.fields.phone'), cell: (user) => formatPhone(user.phone) },
        {
          key: 'active',
          header: t('users.fields.state'),
          cell: (user) => (
            <span className={user.active ? styles.on : styles.off}>
              {t(user.active ? 'users.state.active' : 'users.state.inactive')}
            </span>
          ),
        },
        {
          key: 'createdAt',
          header: t('users.fields.createdAt'),
          cell: (user) => formatDateTimeMinutes(user.createdAt),
        },
      ]}
      rowKey={(user) => user._id}
      rowHref={(user) => userPath(user._id)}
      searchLabel={t('users.search')}
      filters={[
        { name: 'level', label: t('users.fields.level'), options: levelOptions(levels) },
        {
          name: 'active',
          label: t('users.fields.state'),
          options: [
            { value: 'true', label: t('users.state.active') },
            { value: 'false', label: t('users.state.inactive') },
          ],
        },
      ]}
      emptyText={t('users.empty')}
    />
  );
}
