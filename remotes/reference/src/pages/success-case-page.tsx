import { useTranslation } from 'react-i18next';
import { PageHead, PageLayout } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';

export function SuccessCasePage() {
  const { t } = useTranslation(namespace);
  const title = t('common:nav.reference');
  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.team.title') }]}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('description')} type="article" />
    </PageLayout>
  );
}
