import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  claims,
  formatNumber,
  PageHead,
  useGetLawyersQuery,
  useGetSettingQuery,
  useLocale,
  type Lawyer,
  type Office,
} from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { CtaBlock } from '../components/cta-block.tsx';
import { LawyerGrid } from '../components/lawyer-grid.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { SubNav } from '../components/sub-nav.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { teamPathOfOffice } from '../offices.ts';
import styles from './team-center-page.module.css';

const handlingSteps = ['consult', 'assign', 'review', 'hearing', 'after'] as const;
const strengths = ['focus', 'together', 'media', 'lateLife'] as const;

/** Lawyers grouped by office, in the order of the offices in the settings; offices without lawyers left out. */
export function lawyersByOffice(offices: readonly Office[], lawyers: readonly Lawyer[]) {
  return offices
    .map((office) => ({ office, lawyers: lawyers.filter((lawyer) => lawyer.office === office.code) }))
    .filter((group) => group.lawyers.length > 0);
}

/** The team: what it claims (within the bar's advertising rules), how two lawyers handle a case, who they are. */
export function TeamCenterPage() {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const documentTitle = useDocumentTitle();
  const title = t('common:nav.team.center');
  const lawyersQuery = useGetLawyersQuery();
  const settingQuery = useGetSettingQuery();
  const numberLocale = locale === 'en' ? 'en-US' : 'ko-KR';

  const stats = [
    {
      key: 'consultations',
      value: t('center.stats.consultations.value', { value: formatNumber(claims.consultations, numberLocale) }),
    },
    { key: 'years', value: t('center.stats.years.value', { value: claims.years }) },
    { key: 'lawyers', value: t('center.stats.lawyers.value', { value: claims.lawyersPerCase }) },
    {
      key: 'subscribers',
      value: t('center.stats.subscribers.value', {
        value: formatNumber(claims.subscribers, numberLocale),
        tenThousands: formatNumber(claims.subscribers / 10_000, numberLocale),
      }),
    },
  ];

  const groups = lawyersByOffice(settingQuery.data?.offices ?? [], lawyersQuery.data ?? []);

  return (
    <PageLayout title={title} lead={t('team.center.lead')} crumbs={[{ label: t('common:nav.team.title') }]}>
      <PageHead title={documentTitle(title)} description={t('team.center.description')} />
      <SubNav path="/taesung/center" />

      <section className={styles.intro} aria-labelledby="center-intro">
        <SectionHeading id="center-intro" lead={t('center.intro.lead')}>
          {t('center.intro.title')}
        </SectionHeading>
        <ul className={styles.stats} role="list">
          {stats.map((stat) => (
            <li key={stat.key} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{t(`center.stats.${stat.key}.label`)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.footnote}>{t('center.stats.note')}</p>
      </section>

      <section className={styles.section} aria-labelledby="center-strengths">
        <SectionHeading id="center-strengths">{t('center.strengths.title')}</SectionHeading>
        <ul className={styles.strengths} role="list">
          {strengths.map((key) => (
            <li key={key} className={styles.strength}>
              <h3 className={styles.strengthTitle}>{t(`center.strengths.${key}.title`)}</h3>
              <p className={styles.strengthText}>{t(`center.strengths.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/media" className={styles.textLink}>
            {t('center.strengths.mediaLink')} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="center-handling">
        <SectionHeading id="center-handling" lead={t('center.handling.lead')}>
          {t('center.handling.title')}
        </SectionHeading>
        <ol className={styles.handling} role="list">
          {handlingSteps.map((key, index) => (
            <li key={key} className={styles.handlingStep}>
              <span className={styles.handlingNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.handlingTitle}>{t(`center.handling.steps.${key}.title`)}</h3>
              <p className={styles.handlingText}>{t(`center.handling.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="center-lawyers">
        <SectionHeading id="center-lawyers" lead={t('center.lawyers.lead')}>
          {t('center.lawyers.title')}
        </SectionHeading>
        {groups.length > 0 ? (
          groups.map(({ office, lawyers }) => {
            const teamPath = teamPathOfOffice(office.code);
            return (
              <section key={office.code} className={styles.office} aria-labelledby={`center-office-${office.code}`}>
                <div className={styles.officeHeader}>
                  <h3 id={`center-office-${office.code}`} className={styles.officeName}>
                    {office.name}
                  </h3>
                  {teamPath ? (
                    <Link to={teamPath} className={styles.textLink}>
                      {t('center.lawyers.officeLink', { office: office.name })} <span aria-hidden="true">→</span>
                    </Link>
                  ) : null}
                </div>
                <LawyerGrid lawyers={lawyers} headingLevel={4} dense />
              </section>
            );
          })
        ) : lawyersQuery.isError || settingQuery.isError ? (
          <LoadErrorState
            message={t('ui.loadError')}
            onRetry={() => {
              void lawyersQuery.refetch();
              void settingQuery.refetch();
            }}
          />
        ) : lawyersQuery.isLoading || settingQuery.isLoading ? (
          <LoadingState label={t('ui.loading')} />
        ) : null}
      </section>

      <CtaBlock setting={settingQuery.data} />
    </PageLayout>
  );
}
