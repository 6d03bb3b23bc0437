import { useTranslation } from 'react-i18next';

/** `<page> | <firm>`, the document title of every page. */
export function useDocumentTitle(): (page: string) => string {
  const { t } = useTranslation();
  return (page) => `${page} | ${t('firm.fullName')}`;
}
