import { useTranslation } from 'react-i18next';
import { PageHead, PageLayout } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';

export interface SectionPageProps {
  /** i18n key of the page (`divorce.agreement`): its title is `common:nav.<key>`, its texts `practice:<key>.*`. */
  page: string;
  /** i18n key (`common` namespace) of the menu group the page belongs to. */
  group?: string;
}

/** A page of the practice remote: title band, breadcrumb and the page's introduction. */
export function SectionPage({ page, group }: SectionPageProps) {
  const { t } = useTranslation(namespace);
  const title = t(`common:nav.${page}`);
  const description = t(`${page}.description`);
  return (
    <PageLayout title={title} lead={t(`${page}.lead`)} crumbs={group ? [{ label: t(`common:${group}`) }] : []}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={description} />
      <p>{description}</p>
    </PageLayout>
  );
}
