import { useTranslation } from 'react-i18next';
import { PageHead, useGetSettingQuery } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { CtaBlock } from '../components/cta-block.tsx';
import { OfficeCard } from '../components/office-card.tsx';
import { SubNav } from '../components/sub-nav.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { officesOfRegion, type Region } from '../offices.ts';
import styles from './directions-page.module.css';

/**
 * How to reach a region's offices: address, phone, hours, public transport and parking, and a link to the office
 * on a map service. No map is embedded: a third-party map would track visitors before they consent to it.
 */
export function DirectionsPage({ region }: { region: Region }) {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const title = t(`common:nav.contact.${region}`);
  const settingQuery = useGetSettingQuery();
  const codes: readonly string[] = officesOfRegion[region];
  const offices = (settingQuery.data?.offices ?? []).filter((office) => codes.includes(office.code));
  const description =
    offices.length > 0
      ? `${t(`contact.${region}.description`)} ${offices.map((office) => office.address).join(' · ')}`
      : t(`contact.${region}.description`);

  return (
    <PageLayout title={title} lead={t(`contact.${region}.lead`)} crumbs={[{ label: t('common:nav.contact.title') }]}>
      <PageHead title={documentTitle(title)} description={description} />
      <SubNav path={`/contact/${region}`} />
      {settingQuery.isError ? (
        <LoadErrorState message={t('ui.loadError')} onRetry={() => void settingQuery.refetch()} />
      ) : settingQuery.isLoading ? (
        <LoadingState label={t('ui.loading')} />
      ) : (
        <div className={styles.offices}>
          {offices.map((office) => (
            <OfficeCard key={office.code} office={office} variant="full" />
          ))}
        </div>
      )}
      <p className={styles.note}>{t('office.mapNote')}</p>
      <CtaBlock setting={settingQuery.data} office={offices[0]?.code} />
    </PageLayout>
  );
}
