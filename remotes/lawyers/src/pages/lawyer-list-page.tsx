import { useTranslation } from 'react-i18next';
import { PageHead, PageLayout } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';

export function LawyerListPage() {
  const { t } = useTranslation(namespace);
  const title = t('common:nav.team.lawyers');
  return (
    <PageLayout title={title} lead={t('list.lead')} crumbs={[{ label: t('common:nav.team.title') }]}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('list.description')} />
    </PageLayout>
  );
}
