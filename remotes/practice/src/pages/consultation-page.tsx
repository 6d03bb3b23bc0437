import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead, phoneHref, useGetSettingQuery } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState } from '@taesung/shared/page-states';
import { ConsultationForm } from '../components/consultation-form.tsx';
import { isCategory, isOffice, summaryOf } from '../components/consultation-values.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { usePhoneFormat } from '../components/use-phone-format.ts';
import { namespace } from '../i18n/index.ts';
import styles from './consultation-page.module.css';

/** The consultation request, with the other ways to reach the firm beside it. */
export function ConsultationPage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const displayPhone = usePhoneFormat();
  const [searchParams] = useSearchParams();
  const settingQuery = useGetSettingQuery();
  const setting = settingQuery.data;
  const category = searchParams.get('category');
  const office = searchParams.get('office');
  const from = searchParams.get('from') ?? '';
  const summary = summaryOf(searchParams.get('summary'));
  const title = t('common:nav.consultation');

  return (
    <PageLayout title={title} lead={t('consultation.lead')}>
      <PageHead title={documentTitle(title)} description={t('consultation.description')} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {settingQuery.isError ? (
            <LoadErrorState message={t('ui.loadError')} onRetry={() => void settingQuery.refetch()} />
          ) : null}
          <ConsultationForm
            key={`${category ?? ''}|${office ?? ''}|${from}`}
            setting={setting}
            initialCategory={isCategory(category) ? category : ''}
            initialOffice={isOffice(office) ? office : ''}
            initialContent={summary}
            source={/^[a-z-]{1,40}$/.test(from) ? from : ''}
          />
        </div>
        <aside className={styles.aside} aria-labelledby="consultation-other-ways">
          <h2 id="consultation-other-ways" className={styles.asideTitle}>
            {t('consultation.otherWays')}
          </h2>
          {setting?.phone ? (
            <p className={styles.way}>
              <span className={styles.wayLabel}>{t('cta.phone')}</span>
              <a href={phoneHref(setting.phone)} className={styles.phone}>
                {displayPhone(setting.phone)}
              </a>
            </p>
          ) : null}
          {setting?.chatUrl ? (
            <p className={styles.way}>
              <span className={styles.wayLabel}>{t('cta.chat')}</span>
              <a href={setting.chatUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t('cta.chatHint')}
                <span className="visually-hidden"> ({t('ui.newWindow')})</span>
              </a>
            </p>
          ) : null}
          <h3 className={styles.stepsTitle}>{t('consultation.stepsTitle')}</h3>
          <ol className={styles.steps}>
            <li>{t('consultation.steps.request')}</li>
            <li>{t('consultation.steps.call')}</li>
            <li>{t('consultation.steps.meet')}</li>
          </ol>
          <p className={styles.note}>{t('consultation.confidential')}</p>
        </aside>
      </div>
    </PageLayout>
  );
}
