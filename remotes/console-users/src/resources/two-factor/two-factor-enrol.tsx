import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@taesung/shared';
import { actionClasses, ErrorState, ResourceForm, toast, useResourceForm } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useEnableTwoFactorMutation, useStartTwoFactorSetupMutation } from './api.ts';
import { CodeField } from './code-field.tsx';
import { qrSvg } from './qr-code.ts';
import { codeInput, groupedSecret, qrDataUrl } from './two-factor-values.ts';
import styles from './two-factor.module.css';

/**
 * Enrolment: the API makes a pending secret, shown as a QR code and as text to type by hand; the first code of the
 * app confirms it and brings the recovery codes.
 */
export function TwoFactorEnrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation(namespace);
  const [start, setup] = useStartTwoFactorSetupMutation();
  const [enable] = useEnableTwoFactorMutation();
  const form = useResourceForm({
    schema: codeInput,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => onEnabled(await enable({ code }).unwrap()),
    draftKey: null,
  });
  const begin = () =>
    void start()
      .unwrap()
      .catch((error: unknown) => toast.error(apiErrorMessage(error, t('twoFactor.enrol.setupFailed'))));

  if (!setup.data) {
    return (
      <section className={styles.step} aria-labelledby="two-factor-start">
        <h2 id="two-factor-start">{t('twoFactor.enrol.title')}</h2>
        <p>{t('twoFactor.enrol.intro')}</p>
        {setup.error ? <ErrorState error={setup.error} onRetry={begin} /> : null}
        <button
          type="button"
          className={actionClasses.primary}
          onClick={begin}
          disabled={setup.isLoading}
          aria-busy={setup.isLoading || undefined}
        >
          {t('twoFactor.enrol.start')}
        </button>
      </section>
    );
  }

  return (
    <section className={styles.step} aria-labelledby="two-factor-scan">
      <h2 id="two-factor-scan">{t('twoFactor.enrol.scanTitle')}</h2>
      <ol className={styles.instructions}>
        <li>{t('twoFactor.enrol.stepApp')}</li>
        <li>{t('twoFactor.enrol.stepScan')}</li>
        <li>{t('twoFactor.enrol.stepCode')}</li>
      </ol>
      <div className={styles.scan}>
        <img
          className={styles.qr}
          src={qrDataUrl(setup.data.qrSvg ?? qrSvg(setup.data.otpauthUrl))}
          alt={t('twoFactor.enrol.qrAlt')}
          width={200}
          height={200}
        />
        <div>
          <p className={styles.secretLabel} id="two-factor-secret-label">
            {t('twoFactor.enrol.secret')}
          </p>
          <p>
            <code className={styles.secret} aria-labelledby="two-factor-secret-label" data-secret={setup.data.secret}>
              {groupedSecret(setup.data.secret)}
            </code>
          </p>
          <p className={styles.hint}>{t('twoFactor.enrol.secretHint')}</p>
        </div>
      </div>
      <ResourceForm form={form} submitLabel={t('twoFactor.enrol.confirm')}>
        <CodeField label={t('twoFactor.fields.code')} hint={t('twoFactor.hints.code')} />
      </ResourceForm>
    </section>
  );
}
