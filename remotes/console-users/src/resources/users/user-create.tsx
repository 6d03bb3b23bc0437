import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { actionClasses } from '@taesung/shared/console';
import { ConsolePage } from '@taesung/shared/console-page';
import { namespace } from '@/i18n/index.ts';
import { useCreateConsoleUserMutation, type UserCreateInput } from './api.ts';
import { UserForm } from './user-form.tsx';
import { emptyUser, userListPath, userPath } from './user-values.ts';

/** A new staff account; it is mailed a link to set its own password, and the screen moves on to the account. */
export function UserCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [create] = useCreateConsoleUserMutation();

  const submit = async (values: UserCreateInput) => {
    const created = await create(values).unwrap();
    void navigate(userPath(created._id), { replace: true });
    return created;
  };

  return (
    <ConsolePage
      title={t('users.form.createTitle')}
      actions={
        <Link className={actionClasses.back} to={userListPath}>
          {t('users.form.back')}
        </Link>
      }
    >
      <UserForm
        defaultValues={emptyUser()}
        onSubmit={submit}
        submitLabel={t('users.form.create')}
        successMessage={t('users.form.created')}
        draftKey="users:new"
      />
    </ConsolePage>
  );
}
