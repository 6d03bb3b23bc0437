import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  formatPhoneInternational,
  isNotFound,
  localizePath,
  PageHead,
  practiceAreas,
  useGetLawyerQuery,
  useGetLawyersQuery,
  useGetSettingQuery,
  useLocale,
  type Lawyer,
  type Setting,
} from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { ContactActions, LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { LawyerLabels } from '../components/lawyer-labels.tsx';
import { LawyerNotFound } from '../components/lawyer-not-found.tsx';
import { LawyerPager } from '../components/lawyer-pager.tsx';
import { Portrait } from '../components/portrait.tsx';
import { ProfileSections } from '../components/profile-sections.tsx';
import { namespace } from '../i18n/index.ts';
import { directionsPathOf, neighboursOf, profilePath, regionOf } from '../lib/lawyer-order.ts';
import { namesOf } from '../lib/names.ts';
import { personJsonLd } from '../lib/structured-data.ts';
import styles from './lawyer-profile-page.module.css';

const practiceAreaTitles = practiceAreas.map((area) => area.title);

export function LawyerProfilePage() {
  const { t } = useTranslation(namespace);
  const { key = '' } = useParams();
  const lawyerQuery = useGetLawyerQuery(key);
  const { data: lawyers } = useGetLawyersQuery();
  const { data: setting } = useGetSettingQuery();
  const lawyer = lawyerQuery.currentData;

  if (lawyer) return <LawyerProfile lawyer={lawyer} lawyers={lawyers} setting={setting} />;
  if (isNotFound(lawyerQuery.error)) return <LawyerNotFound />;

  const title = t('common:nav.lawyerProfile');
  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.team.lawyers'), path: '/taesung/lawyer' }]}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('profile.loading')} noindex />
      {lawyerQuery.error ? (
        <LoadErrorState message={t('profile.error')} onRetry={() => void lawyerQuery.refetch()} />
      ) : (
        <LoadingState label={t('profile.loading')} />
      )}
    </PageLayout>
  );
}

interface LawyerProfileProps {
  lawyer: Lawyer;
  lawyers: readonly Lawyer[] | undefined;
  setting: Setting | undefined;
}

function LawyerProfile({ lawyer, lawyers, setting }: LawyerProfileProps) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const contactHeadingId = useId();
  const names = namesOf(lawyer, locale);

  const office = setting?.offices.find((candidate) => candidate.code === lawyer.office);
  const region = regionOf(lawyer.office);
  const officeName = office?.name ?? (region ? t(`regions.${region}`) : lawyer.office);
  const directionsPath = directionsPathOf(lawyer.office);
  const { previous, next } = lawyers ? neighboursOf(lawyers, lawyer.key) : { previous: null, next: null };

  const firmFullName = t('common:firm.fullName');
  const listTitle = t('common:nav.team.lawyers');
  const path = localizePath(profilePath(lawyer.key), locale);
  const jsonLd = [
    personJsonLd({
      lawyer,
      locale,
      path,
      firmName: setting?.firmName ?? t('common:firm.name'),
      firmPath: localizePath('/', locale),
      firmTelephone: setting?.phone ? formatPhoneInternational(setting.phone) : undefined,
      office,
      practiceAreas: practiceAreaTitles.map((title) => t(`common:${title}`)),
    }),
  ];

  return (
    <PageLayout
      title={names.primary}
      lead={lawyer.summary || undefined}
      crumbs={[
        { label: t('common:nav.team.title'), path: '/taesung/center' },
        { label: listTitle, path: '/taesung/lawyer' },
      ]}
    >
      <PageHead
        title={`${t('profile.title', { name: names.primary, position: lawyer.position })} | ${firmFullName}`}
        description={t('profile.description', {
          firm: firmFullName,
          name: names.primary,
          position: lawyer.position,
          summary: lawyer.summary,
        }).trim()}
        image={lawyer.image ?? undefined}
        type="profile"
        jsonLd={jsonLd}
      />
      <div className={styles.profile}>
        <div className={styles.identity}>
          <Portrait
            src={lawyer.image}
            alt={t('profile.portrait', { name: names.primary })}
            sizes="(min-width: 1024px) 320px, (min-width: 768px) 240px, 40vw"
            priority
          />
          <div className={styles.details}>
            <LawyerLabels lawyer={lawyer} />
            <p className={styles.names}>
              <span lang={names.primaryLang}>{names.primary}</span>{' '}
              <span className={styles.secondary} lang={names.secondaryLang}>
                {names.secondary}
              </span>
            </p>
            <p className={styles.position}>{lawyer.position}</p>
            {officeName ? (
              <dl className={styles.office}>
                <dt>{t('profile.office')}</dt>
                <dd>
                  {officeName}
                  {directionsPath ? (
                    <>
                      {' '}
                      <Link to={directionsPath} className={styles.directions}>
                        {t('profile.directions')}
                      </Link>
                    </>
                  ) : null}
                </dd>
              </dl>
            ) : null}
          </div>
        </div>
        <div className={styles.sections}>
          <ProfileSections sections={lawyer.info} />
        </div>
        <div className={styles.contact}>
          <ContactActions setting={setting} headingId={contactHeadingId} namespace={namespace} />
        </div>
      </div>
      <LawyerPager previous={previous} next={next} />
    </PageLayout>
  );
}
