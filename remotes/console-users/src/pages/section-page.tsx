import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@taesung/shared/console-page';
import { namespace } from '../i18n/index.ts';

/** A console page: its title from the remote's namespace. */
export function SectionPage({ page }: { page: string }) {
  const { t } = useTranslation(namespace);
  return <ConsolePage title={t(`pages.${page}`)} />;
}
