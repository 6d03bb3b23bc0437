import { useTranslation } from 'react-i18next';
import { PageHead, PageLayout } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';

export function LawyerProfilePage() {
  const { t } = useTranslation(namespace);
  const title = t('common:nav.lawyerProfile');
  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.team.lawyers'), path: '/taesung/lawyer' }]}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('profile.description')} type="profile" />
    </PageLayout>
  );
}
