import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormHold as Hold } from '@taesung/shared';
import { actionClasses, formatDateTimeMinutes, prompt, toast, useConfirmedAction } from '@taesung/shared/console';
import { useHoldConsoleFormMutation, useReleaseConsoleFormMutation } from '@/api/forms.ts';
import { namespace } from '@/i18n/index.ts';
import styles from './form-detail.module.css';

/** The legal hold: while set, the retention job keeps the request. Set with a reason, lifted after a confirmation. */
export function FormHold({ id, hold }: { id: string; hold: Hold | null | undefined }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const [setHold] = useHoldConsoleFormMutation();
  const [release, { isLoading: releasing }] = useReleaseConsoleFormMutation();
  const confirmThen = useConfirmedAction();

  const put = async () => {
    const done = await prompt({
      title: t('forms.hold.setTitle'),
      message: t('forms.hold.setMessage'),
      label: t('forms.hold.reason'),
      hint: t('forms.hold.reasonHint'),
      maxLength: 500,
      confirmLabel: t('forms.hold.setSubmit'),
      submit: (reason) => setHold({ id, reason }).unwrap(),
    });
    if (done) toast.success(t('forms.hold.setDone'));
  };

  const lift = () =>
    confirmThen(
      {
        title: t('forms.hold.liftTitle'),
        message: t('forms.hold.liftMessage'),
        confirmLabel: t('forms.hold.lift'),
        tone: 'danger',
      },
      () => release(id).unwrap(),
      { success: t('forms.hold.liftDone') },
    );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('forms.hold.title')}
      </h2>
      {hold ? (
        <>
          <p className={styles.held}>{t('forms.hold.held')}</p>
          <dl className={styles.fields}>
            <div className={styles.field}>
              <dt>{t('forms.hold.reasonLabel')}</dt>
              <dd className={styles.content}>{hold.reason}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('forms.hold.by')}</dt>
              <dd>{hold.by}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('forms.hold.at')}</dt>
              <dd>{formatDateTimeMinutes(hold.at)}</dd>
            </div>
          </dl>
          <button type="button" className={actionClasses.danger} onClick={() => void lift()} disabled={releasing}>
            {t('forms.hold.lift')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('forms.hold.none')}</p>
          <button type="button" className={actionClasses.secondary} onClick={() => void put()}>
            {t('forms.hold.set')}
          </button>
        </>
      )}
    </section>
  );
}
