import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { User } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, QueryView } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleUserQuery, useUpdateConsoleUserMutation, type UserInput } from './api.ts';
import { UserAccountActions } from './user-account-actions.tsx';
import { UserForm } from './user-form.tsx';
import { UserSessions } from './user-sessions.tsx';
import { signOutChanges, userListPath, userToInput } from './user-values.ts';

/** A withdrawn account is not edited: the screen answers as for one that does not exist. */
const withdrawn = { status: 404 };

/** A stored account: its fields, and the password link and withdrawal below them. */
export function UserEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const result = useGetConsoleUserQuery(id);
  const user = result.data?._id === id && !result.data.withdrawnAt ? result.data : undefined;

  return (
    <ConsolePage
      title={user ? t('users.form.editTitle', { username: user.username }) : t('users.form.editTitleLoading')}
      actions={
        <Link className={actionClasses.back} to={userListPath}>
          {t('users.form.back')}
        </Link>
      }
    >
      <QueryView
        result={{ data: user, error: result.data?.withdrawnAt ? withdrawn : result.error, refetch: result.refetch }}
        notFound={t('users.form.notFound')}
      >
        {(stored) => <UserEditor key={stored._id} user={stored} />}
      </QueryView>
    </ConsolePage>
  );
}

function UserEditor({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [update] = useUpdateConsoleUserMutation();
  const saved = userToInput(user);

  const confirmSave = (values: UserInput) => {
    const { deactivated, levelChanged } = signOutChanges(saved, values);
    if (!deactivated && !levelChanged) return Promise.resolve(true);
    return confirm({
      title: t(deactivated ? 'users.signOut.deactivateTitle' : 'users.signOut.levelTitle', { name: user.name }),
      message: t('users.signOut.message', { name: user.name }),
      confirmLabel: t(deactivated ? 'users.signOut.deactivateConfirm' : 'users.signOut.levelConfirm'),
      cancelLabel: t('users.form.cancel'),
      tone: deactivated ? 'danger' : 'default',
    });
  };

  return (
    <>
      <UserForm
        defaultValues={saved}
        onSubmit={(values) => update({ id: user._id, input: values }).unwrap()}
        confirmSave={confirmSave}
        submitLabel={t('users.form.save')}
        successMessage={t('users.form.saved')}
        draftKey={`users:${user._id}`}
      />
      <UserAccountActions user={user} onWithdrawn={() => void navigate(userListPath, { replace: true })} />
      <UserSessions user={user} />
    </>
  );
}
