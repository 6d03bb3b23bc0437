import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useCreateConsoleBoardMutation } from './api.ts';
import { BoardForm } from './board-form.tsx';
import { boardPath, defaultBoardCode, isBoardCode, newBoardValues, type BoardFormValues } from './board-values.ts';
import styles from './board-screen.module.css';

/** A new post (`?code=` picks its board); once created, its edit screen opens, where thumbnail and attachments go. */
export function BoardCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('code');
  const code = isBoardCode(requested) ? requested : defaultBoardCode;
  const [create] = useCreateConsoleBoardMutation();
  const [createdId, setCreatedId] = useState<string | null>(null);

  useEffect(() => {
    if (createdId) void navigate(boardPath(createdId), { replace: true });
  }, [createdId, navigate]);

  const submit = async (values: BoardFormValues) => {
    const board = await create(values).unwrap();
    setCreatedId(board._id);
    return board;
  };

  return (
    <ConsolePage
      title={t('boards.form.createTitle')}
      actions={
        <Link
          className={actionClasses.back}
          to={code === 'notice' ? '/console/center/notifications' : '/console/boards'}
        >
          {t('boards.form.backToList')}
        </Link>
      }
    >
      <BoardForm
        key={code}
        defaultValues={newBoardValues(code)}
        draftKey={`boards:new:${code}`}
        submitLabel={t('boards.form.create')}
        successMessage={t('boards.form.created')}
        onSubmit={submit}
      >
        <p className={styles.afterSave} role="note">
          {t('boards.form.afterFirstSave')}
        </p>
      </BoardForm>
    </ConsolePage>
  );
}
