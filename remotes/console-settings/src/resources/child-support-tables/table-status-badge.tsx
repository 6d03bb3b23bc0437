import { useTranslation } from 'react-i18next';
import type { ChildSupportTableSummary } from '@taesung/shared/schemas/calculators';
import { namespace } from '@/i18n/index.ts';
import { VersionBadge, type VersionState } from '@/ui/version-badge.tsx';

const states: Record<ChildSupportTableSummary['status'], VersionState> = {
  inForce: 'current',
  scheduled: 'scheduled',
  superseded: 'earlier',
};

export function TableStatusBadge({ status }: { status: ChildSupportTableSummary['status'] }) {
  const { t } = useTranslation(namespace);
  return <VersionBadge state={states[status]} label={t(`childSupportTables.status.${status}`)} />;
}
