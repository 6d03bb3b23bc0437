import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  ErrorState,
  LoadingState,
  PhoneField,
  ResourceForm,
  SelectField,
  TextField,
  useResourceForm,
} from '@taesung/shared/console';
import { useAllLevels } from '@/resources/levels/api.ts';
import { namespace } from '@/i18n/index.ts';
import type { UserCreateInput, UserInput } from './api.ts';
import { levelOptions, userCreateInput, userInput } from './user-values.ts';

interface UserFormProps<Values extends UserInput> {
  defaultValues: Values;
  onSubmit: (values: Values) => Promise<unknown>;
  /** Asked after the fields are valid and before the save; the save waits for a yes. */
  confirmSave?: (values: Values) => Promise<boolean>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
  actions?: ReactNode;
}

/** The fields of an account; the username only when it is created (it never changes). */
export function UserForm<Values extends UserInput>(props: UserFormProps<Values>) {
  const levels = useAllLevels();
  if (levels.data) return <UserFields {...props} levels={levels.data.levels} />;
  return levels.error ? <ErrorState error={levels.error} onRetry={() => void levels.refetch()} /> : <LoadingState />;
}

function UserFields<Values extends UserInput>({
  defaultValues,
  onSubmit,
  confirmSave,
  submitLabel,
  successMessage,
  draftKey,
  actions,
  levels,
}: UserFormProps<Values> & { levels: Parameters<typeof levelOptions>[0] }) {
  const { t } = useTranslation(namespace);
  const creating = 'username' in defaultValues;
  const form = useResourceForm({
    schema: creating ? userCreateInput : userInput,
    defaultValues: defaultValues as unknown as UserCreateInput,
    onSubmit: (values) => onSubmit(values as unknown as Values),
    successMessage,
    draftKey,
  });
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (confirmSave && (await form.trigger()) && !(await confirmSave(form.getValues() as unknown as Values))) return;
    await form.submit();
  };

  return (
    <ResourceForm form={{ ...form, submit }} submitLabel={submitLabel} actions={actions}>
      {creating ? (
        <TextField
          name="username"
          label={t('users.fields.username')}
          hint={t('users.hints.username')}
          autoComplete="off"
          maxLength={30}
          required
        />
      ) : null}
      <TextField name="name" label={t('users.fields.name')} autoComplete="off" maxLength={50} required />
      <TextField
        name="email"
        label={t('users.fields.email')}
        hint={creating ? t('users.hints.emailInvite') : undefined}
        type="email"
        autoComplete="off"
        maxLength={200}
        required
      />
      <PhoneField name="phone" label={t('users.fields.phone')} autoComplete="off" required />
      <SelectField
        name="level"
        label={t('users.fields.level')}
        hint={t('users.hints.level')}
        options={levelOptions(levels)}
        emptyOption={t('users.levelPick')}
        required
      />
      <CheckboxField name="active" label={t('users.fields.active')} hint={t('users.hints.active')} />
    </ResourceForm>
  );
}
