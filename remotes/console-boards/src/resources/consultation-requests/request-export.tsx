import { useTranslation } from 'react-i18next';
import { formatDate, useApiClient } from '@taesung/shared';
import { actionClasses, prompt, toast } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { attachmentName, blobErrorOf, saveBlob } from './blob-download.ts';

/** The list's filters as the export takes them: everything in the address but the page. */
const exportFilters = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).filter(([name]) => name !== 'page' && name !== 'limit'));

/**
 * "내보내기 (CSV)": asks why (kept in the access record), then downloads every request the list's filters find, in
 * full, as the file the server names. A refusal is shown in the dialog with the reason kept.
 */
export function RequestExport({ query }: { query: Record<string, string | number> }) {
  const { t } = useTranslation(namespace);
  const client = useApiClient();

  const run = async (reason: string) => {
    try {
      const response = await client.post<Blob>(
        '/api/console/forms/export',
        { ...exportFilters(query), reason },
        { responseType: 'blob' },
      );
      const fallback = `consultation-requests-${formatDate(new Date()).replaceAll('-', '')}.csv`;
      saveBlob(response.data, attachmentName(response.headers['content-disposition'], fallback));
    } catch (error) {
      throw await blobErrorOf(error);
    }
  };

  const open = async () => {
    const done = await prompt({
      title: t('requests.export.title'),
      message: t('requests.export.message'),
      label: t('requests.export.reason'),
      hint: t('requests.export.hint'),
      minLength: 5,
      maxLength: 500,
      confirmLabel: t('requests.export.submit'),
      submit: run,
    });
    if (done) toast.success(t('requests.export.done'));
  };

  return (
    <button type="button" className={actionClasses.secondary} onClick={() => void open()}>
      {t('requests.export.button')}
    </button>
  );
}
