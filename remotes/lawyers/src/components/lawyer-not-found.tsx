import { useTranslation } from 'react-i18next';
import { PageHead } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { NotFoundState } from '@taesung/shared/page-states';
import { namespace } from '../i18n/index.ts';

/** An unknown lawyer key: status 404, and the way back to the list. */
export function LawyerNotFound() {
  const { t } = useTranslation(namespace);
  const title = t('profile.notFound.title');
  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.team.lawyers'), path: '/taesung/lawyer' }]}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('profile.notFound.body')} noindex />
      <NotFoundState
        message={t('profile.notFound.body')}
        links={[
          { to: '/taesung/lawyer', label: t('profile.notFound.list') },
          { to: '/', label: t('profile.notFound.home') },
        ]}
      />
    </PageLayout>
  );
}
