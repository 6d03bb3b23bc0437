import { useTranslation } from 'react-i18next';
import { namespace } from '@/i18n/index.ts';
import { VersionBadge } from '@/ui/version-badge.tsx';
import type { TermsState } from './terms-values.ts';

export function TermsStateBadge({ state }: { state: TermsState }) {
  const { t } = useTranslation(namespace);
  return <VersionBadge state={state} label={t(`terms.state.${state}`)} />;
}
