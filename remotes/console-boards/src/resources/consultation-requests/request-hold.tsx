import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestHold as Hold } from '@taesung/shared';
import { actionClasses, formatDateTimeMinutes, prompt, toast, useConfirmedAction } from '@taesung/shared/console';
import { useHoldConsoleRequestMutation, useReleaseConsoleRequestMutation } from '@/api/consultation-requests.ts';
import { namespace } from '@/i18n/index.ts';
import styles from './request-detail.module.css';

/** The legal hold: while set, the retention job keeps the request. Set with a reason, lifted after a confirmation. */
export function RequestHold({ id, hold }: { id: string; hold: Hold | null | undefined }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const [setHold] = useHoldConsoleRequestMutation();
  const [release, { isLoading: releasing }] = useReleaseConsoleRequestMutation();
  const confirmThen = useConfirmedAction();

  const put = async () => {
    const done = await prompt({
      title: t('requests.hold.setTitle'),
      message: t('requests.hold.setMessage'),
      label: t('requests.hold.reason'),
      hint: t('requests.hold.reasonHint'),
      maxLength: 500,
      confirmLabel: t('requests.hold.setSubmit'),
      submit: (reason) => setHold({ id, reason }).unwrap(),
    });
    if (done) toast.success(t('requests.hold.setDone'));
  };

  const lift = () =>
    confirmThen(
      {
        title: t('requests.hold.liftTitle'),
        message: t('requests.hold.liftMessage'),
        confirmLabel: t('requests.hold.lift'),
        tone: 'danger',
      },
      () => release(id).unwrap(),
      { success: t('requests.hold.liftDone') },
    );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('requests.hold.title')}
      </h2>
      {hold ? (
        <>
          <p className={styles.held}>{t('requests.hold.held')}</p>
          <dl className={styles.fields}>
            <div className={styles.field}>
              <dt>{t('requests.hold.reasonLabel')}</dt>
              <dd className={styles.content}>{hold.reason}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('requests.hold.by')}</dt>
              <dd>{hold.by}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('requests.hold.at')}</dt>
              <dd>{formatDateTimeMinutes(hold.at)}</dd>
            </div>
          </dl>
          <button type="button" className={actionClasses.danger} onClick={() => void lift()} disabled={releasing}>
            {t('requests.hold.lift')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('requests.hold.none')}</p>
          <button type="button" className={actionClasses.secondary} onClick={() => void put()}>
            {t('requests.hold.set')}
          </button>
        </>
      )}
    </section>
  );
}
