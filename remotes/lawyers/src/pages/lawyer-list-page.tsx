import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHead, useGetLawyersQuery } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { LawyerCard } from '../components/lawyer-card.tsx';
import { OfficeFilter } from '../components/office-filter.tsx';
import { namespace } from '../i18n/index.ts';
import { officeQueryParam, orderLawyers, regionFromQuery, regionOf, regionsOf } from '../lib/lawyer-order.ts';
import styles from './lawyer-list-page.module.css';

/** Portraits of the grid's first row on a phone (two columns), which may be the page's largest image. */
const eagerGridCards = 2;

export function LawyerListPage() {
  const { t } = useTranslation(namespace);
  const [searchParams] = useSearchParams();
  const { data: lawyers, error, isLoading, refetch } = useGetLawyersQuery();
  const region = regionFromQuery(searchParams.get(officeQueryParam));

  const baseTitle = t('common:nav.team.lawyers');
  const regionName = region ? t(`regions.${region}`) : null;
  const title = regionName ? t('list.titleRegion', { title: baseTitle, region: regionName }) : baseTitle;
  const description = regionName ? t('list.descriptionRegion', { region: regionName }) : t('list.description');

  const ordered = lawyers ? orderLawyers(lawyers) : [];
  const shown = region ? ordered.filter((lawyer) => regionOf(lawyer.office) === region) : ordered;
  const featured = shown.filter((lawyer) => lawyer.ceo);
  const others = shown.filter((lawyer) => !lawyer.ceo);
  const featuredImage = featured[0]?.image ?? shown[0]?.image ?? undefined;

  let content;
  if (lawyers) {
    content = (
      <>
        <OfficeFilter regions={regionsOf(lawyers)} current={region} />
        <p className={styles.count} aria-live="polite">
          {t('list.count', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('list.empty')}</p>
            <Link to={{ search: '' }}>{t('list.showAll')}</Link>
          </div>
        ) : null}
        {featured.length > 0 ? (
          <ul className={styles.featured}>
            {featured.map((lawyer, index) => (
              <li key={lawyer._id}>
                <LawyerCard lawyer={lawyer} featured priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : null}
        {others.length > 0 ? (
          <ul className={styles.grid}>
            {others.map((lawyer, index) => (
              <li key={lawyer._id}>
                <LawyerCard lawyer={lawyer} priority={featured.length === 0 && index < eagerGridCards} />
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  } else if (isLoading || !error) {
    content = <LoadingState label={t('list.loading')} />;
  } else {
    content = <LoadErrorState message={t('list.error')} onRetry={() => void refetch()} />;
  }

  return (
    <PageLayout
      title={title}
      lead={t('list.lead')}
      crumbs={[{ label: t('common:nav.team.title'), path: '/taesung/center' }]}
    >
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={description} image={featuredImage} />
      {content}
    </PageLayout>
  );
}
