import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@taesung/shared/console-page';
import { namespace } from '@/i18n/index.ts';

/** A screen not built yet: its title only. */
export function Placeholder({ page }: { page: string }) {
  const { t } = useTranslation(namespace);
  return <ConsolePage title={t(`pages.${page}`)} />;
}

export const placeholder = (page: string) => {
  const Component = () => <Placeholder page={page} />;
  Component.displayName = `ConsolePage(${page})`;
  return Component;
};
