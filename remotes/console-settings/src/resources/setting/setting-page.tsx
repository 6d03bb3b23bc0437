import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@taesung/shared/console-page';
import { QueryView } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleSettingQuery } from './api.ts';
import { SettingForm } from './setting-form.tsx';

/** `/console/setting`: the firm's details, contacts, links, notification recipients and offices in one form. */
export function SettingPage() {
  const { t } = useTranslation(namespace);
  const result = useGetConsoleSettingQuery();
  return (
    <ConsolePage title={t('setting.title')}>
      <QueryView result={result} notFound={t('setting.notFound')}>
        {(setting) => <SettingForm key={setting.updatedAt ?? 'setting'} setting={setting} />}
      </QueryView>
    </ConsolePage>
  );
}
