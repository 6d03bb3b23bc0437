import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Level } from '@taesung/shared';
import { actionClasses, ListView, useListParams } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from '@/ui/screen-styles.ts';
import { useGetConsoleLevelsQuery } from './api.ts';
import { levelCreatePath, levelPath, scopeLabel } from './level-values.ts';

/** The levels with the scopes they grant; each opens its form. */
export function LevelList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ limit: 50 });
  const result = useGetConsoleLevelsQuery(list.query);

  return (
    <ListView<Level, NonNullable<typeof result.data>>
      title={t('levels.title')}
      caption={t('levels.caption')}
      actions={
        <Link className={actionClasses.primary} to={levelCreatePath}>
          {t('levels.create')}
        </Link>
      }
      list={list}
      result={result}
      select={(data) => ({ rows: data.levels, totalCount: data.summary.totalCount })}
      columns={[
        { key: 'name', header: t('levels.fields.name'), cell: (level) => level.name, width: '14rem' },
        {
          key: 'scope',
          header: t('levels.fields.scope'),
          cell: (level) => (
            <ul className={styles.scopes}>
              {level.scope.map((scope) => (
                <li key={scope}>{scopeLabel(t, scope)}</li>
              ))}
            </ul>
          ),
        },
      ]}
      rowKey={(level) => level._id}
      rowHref={(level) => levelPath(level._id)}
      emptyText={t('levels.empty')}
    />
  );
}
