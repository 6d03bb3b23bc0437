import { useTranslation } from 'react-i18next';
import { PasswordField, ResourceForm, useResourceForm } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useDisableTwoFactorMutation, useRenewRecoveryCodesMutation, type TwoFactorState } from './api.ts';
import { CodeField } from './code-field.tsx';
import { codeInput, disableInput, onPasswordField } from './two-factor-values.ts';
import styles from './two-factor.module.css';

/** Two-factor sign-in in use: new recovery codes with a code of the app; turning it off (password and code) when the level allows. */
export function TwoFactorManage({ state, onRenewed }: { state: TwoFactorState; onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation(namespace);
  const [renew] = useRenewRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const renewForm = useResourceForm({
    schema: codeInput,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => onRenewed(await renew({ code }).unwrap()),
    draftKey: null,
  });
  const disableForm = useResourceForm({
    schema: disableInput,
    defaultValues: { password: '', code: '' },
    onSubmit: (values) =>
      disable(values)
        .unwrap()
        .catch((error: unknown) => Promise.reject(onPasswordField(error))),
    successMessage: t('twoFactor.disable.done'),
    draftKey: null,
  });

  return (
    <>
      <section className={styles.step} aria-labelledby="two-factor-renew">
        <h2 id="two-factor-renew">{t('twoFactor.renew.title')}</h2>
        <p>{t('twoFactor.renew.lead', { count: state.recoveryCodesLeft })}</p>
        <ResourceForm form={renewForm} submitLabel={t('twoFactor.renew.submit')}>
          <CodeField label={t('twoFactor.fields.code')} hint={t('twoFactor.hints.code')} />
        </ResourceForm>
      </section>
      <section className={styles.step} aria-labelledby="two-factor-disable">
        <h2 id="two-factor-disable">{t('twoFactor.disable.title')}</h2>
        {state.required ? (
          <p>{t('twoFactor.disable.required')}</p>
        ) : (
          <>
            <p>{t('twoFactor.disable.lead')}</p>
            <ResourceForm form={disableForm} submitLabel={t('twoFactor.disable.submit')}>
              <PasswordField
                name="password"
                label={t('twoFactor.fields.password')}
                autoComplete="current-password"
                required
              />
              <CodeField label={t('twoFactor.fields.code')} />
            </ResourceForm>
          </>
        )}
      </section>
    </>
  );
}
