import { useTranslation } from 'react-i18next';
import { PageHead } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { NotFoundState } from '@taesung/shared/page-states';
import { namespace } from '../i18n/index.ts';
import { caseListPath } from '../lib/case-list.ts';

/** An id that is not a published success case: status 404, and where to find the others. */
export function CaseNotFound() {
  const { t } = useTranslation(namespace);
  const title = t('notFound.title');
  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.reference'), path: caseListPath }]}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('notFound.body')} noindex />
      <NotFoundState
        message={t('notFound.body')}
        links={[
          { to: caseListPath, label: t('notFound.list') },
          { to: '/contact/consultation', label: t('notFound.consultation') },
        ]}
      />
    </PageLayout>
  );
}
