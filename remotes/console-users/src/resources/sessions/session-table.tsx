import { useTranslation } from 'react-i18next';
import { actionClasses, DataTable, EmptyState, formatDateTimeMinutes, QueryView } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import type { AccountSession } from './api.ts';

export interface SessionTableProps {
  caption: string;
  result: { data?: AccountSession[]; error?: unknown; isFetching: boolean; refetch: () => unknown };
  /** Ends one session after its confirmation; the current one is never offered. */
  onEnd: (session: AccountSession) => void;
}

/** An account's sessions: device, address, when signed in and last used, this browser's marked, each with its end button. */
export function SessionTable({ caption, result, onEnd }: SessionTableProps) {
  const { t } = useTranslation(namespace);
  return (
    <QueryView result={result} notFound={t('sessions.empty')}>
      {(sessions) =>
        sessions.length === 0 ? (
          <EmptyState>{t('sessions.empty')}</EmptyState>
        ) : (
          <Sessions caption={caption} sessions={sessions} busy={result.isFetching} onEnd={onEnd} />
        )
      }
    </QueryView>
  );
}

function Sessions({
  caption,
  sessions,
  busy,
  onEnd,
}: {
  caption: string;
  sessions: AccountSession[];
  busy: boolean;
  onEnd: (session: AccountSession) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <DataTable
      caption={caption}
      rows={sessions}
      rowKey={(session) => session._id}
      busy={busy}
      columns={[
        {
          key: 'device',
          header: t('sessions.fields.device'),
          cell: (session) => (
            <>
              {session.device || t('sessions.unknownDevice')}
              {session.current ? <strong> ({t('sessions.current')})</strong> : null}
            </>
          ),
        },
        { key: 'address', header: t('sessions.fields.address'), cell: (session) => session.address },
        {
          key: 'createdAt',
          header: t('sessions.fields.createdAt'),
          cell: (session) => formatDateTimeMinutes(session.createdAt),
        },
        {
          key: 'lastUsedAt',
          header: t('sessions.fields.lastUsedAt'),
          cell: (session) => formatDateTimeMinutes(session.lastUsedAt),
        },
        {
          key: 'end',
          header: t('sessions.fields.actions'),
          align: 'end',
          cell: (session) =>
            session.current ? null : (
              <button type="button" className={actionClasses.secondary} onClick={() => onEnd(session)}>
                {t('sessions.end')}
                <span className="visually-hidden">
                  {' '}
                  ({session.device || t('sessions.unknownDevice')}, {formatDateTimeMinutes(session.lastUsedAt)})
                </span>
              </button>
            ),
        },
      ]}
    />
  );
}
