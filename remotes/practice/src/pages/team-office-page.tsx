import { useTranslation } from 'react-i18next';
import { PageHead, useGetLawyersQuery, useGetSettingQuery } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { CtaBlock } from '../components/cta-block.tsx';
import { LawyerGrid } from '../components/lawyer-grid.tsx';
import { OfficeCard } from '../components/office-card.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { SubNav } from '../components/sub-nav.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { officesOfRegion, type Region } from '../offices.ts';
import styles from './team-office-page.module.css';

/** A regional team: its lawyers office by office, where the offices are, and how to ask for a consultation. */
export function TeamOfficePage({ region }: { region: Region }) {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const title = t(`common:nav.team.${region}`);
  const lawyersQuery = useGetLawyersQuery();
  const settingQuery = useGetSettingQuery();
  const codes: readonly string[] = officesOfRegion[region];
  const offices = (settingQuery.data?.offices ?? []).filter((office) => codes.includes(office.code));
  const lawyers = lawyersQuery.data ?? [];
  const failed = lawyersQuery.isError || settingQuery.isError;
  const loading = lawyersQuery.isLoading || settingQuery.isLoading;

  return (
    <PageLayout title={title} lead={t(`team.${region}.lead`)} crumbs={[{ label: t('common:nav.team.title') }]}>
      <PageHead title={documentTitle(title)} description={t(`team.${region}.description`)} />
      <SubNav path={`/taesung/${region}`} />

      {failed ? (
        <LoadErrorState
          message={t('ui.loadError')}
          onRetry={() => {
            void lawyersQuery.refetch();
            void settingQuery.refetch();
          }}
        />
      ) : loading ? (
        <LoadingState label={t('ui.loading')} />
      ) : null}

      {offices.map((office) => {
        const officeLawyers = lawyers.filter((lawyer) => lawyer.office === office.code);
        if (officeLawyers.length === 0) return null;
        return (
          <section key={office.code} className={styles.section} aria-labelledby={`team-lawyers-${office.code}`}>
            <SectionHeading
              id={`team-lawyers-${office.code}`}
              lead={t('teamOffice.lawyersLead', { office: office.name })}
            >
              {t('teamOffice.lawyersTitle', { office: office.name })}
            </SectionHeading>
            <LawyerGrid lawyers={officeLawyers} />
          </section>
        );
      })}

      {offices.length > 0 ? (
        <section className={styles.section} aria-labelledby="team-offices">
          <SectionHeading id="team-offices">{t('teamOffice.officesTitle')}</SectionHeading>
          <div className={styles.offices}>
            {offices.map((office) => (
              <OfficeCard
                key={office.code}
                office={office}
                variant="summary"
                directionsPath={`/contact/${region}`}
                headingLevel={3}
              />
            ))}
          </div>
        </section>
      ) : null}

      <CtaBlock setting={settingQuery.data} office={offices[0]?.code} />
    </PageLayout>
  );
}
