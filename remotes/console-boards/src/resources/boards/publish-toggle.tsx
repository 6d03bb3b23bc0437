import { useTranslation } from 'react-i18next';
import { type BoardListItem } from '@taesung/shared';
import { useAction, formatDateTimeMinutes } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useBulkConsoleBoardsMutation } from './api.ts';
import { publicationOf } from './board-values.ts';
import styles from './publish-toggle.module.css';

/** A post's state on the site (live, scheduled with its time, hidden) and the switch that publishes or hides it. */
export function PublishToggle({ board }: { board: BoardListItem }) {
  const { t } = useTranslation(namespace);
  const act = useAction();
  const [bulk, { isLoading }] = useBulkConsoleBoardsMutation();
  const state = publicationOf(board);
  const subject = board.subject.ko || board.subject.en;
  const next = !board.published;

  const toggle = () =>
    act(() => bulk({ ids: [board._id], action: next ? 'publish' : 'unpublish' }).unwrap(), {
      success: t(next ? 'boards.toggle.published' : 'boards.toggle.hidden', { subject }),
    });

  return (
    <span className={styles.toggle}>
      <button
        type="button"
        role="switch"
        aria-checked={board.published}
        aria-label={t('boards.toggle.label', { subject })}
        className={styles.switch}
        disabled={isLoading}
        onClick={() => void toggle()}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
      <span className={`${styles.state} ${styles[state.kind]}`}>
        {state.kind === 'scheduled'
          ? t('boards.status.scheduled', { time: formatDateTimeMinutes(state.at) })
          : t(`boards.status.${state.kind}`)}
      </span>
    </span>
  );
}
