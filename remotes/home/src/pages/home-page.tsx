import { useTranslation } from 'react-i18next';
import { PageHead } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';

export function HomePage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('heading')}</h1>
    </>
  );
}
