import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionClasses, toast, useUnsavedChangesGuard } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from './two-factor.module.css';

/**
 * The ten recovery codes, shown once: copied, saved as a text file or printed, and left only once the account says
 * they are kept somewhere safe (leaving before asks first).
 */
export function RecoveryCodes({
  codes,
  username,
  onDone,
}: {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(namespace);
  const [kept, setKept] = useState(false);
  const keptId = useId();
  useUnsavedChangesGuard(!kept);
  const text = `${t('twoFactor.codes.fileTitle', { username })}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('twoFactor.codes.copied'));
    } catch {
      toast.error(t('twoFactor.codes.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `taesung-recovery-codes-${username}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className={styles.codes} aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">{t('twoFactor.codes.title')}</h2>
      <p className={styles.warning}>{t('twoFactor.codes.lead')}</p>
      <ol className={styles.codeList} aria-label={t('twoFactor.codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.buttons}>
        <button type="button" className={actionClasses.secondary} onClick={() => void copy()}>
          {t('twoFactor.codes.copy')}
        </button>
        <button type="button" className={actionClasses.secondary} onClick={download}>
          {t('twoFactor.codes.download')}
        </button>
        <button type="button" className={actionClasses.secondary} onClick={() => window.print()}>
          {t('twoFactor.codes.print')}
        </button>
      </div>
      <p className={styles.check}>
        <input id={keptId} type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />
        <label htmlFor={keptId}>{t('twoFactor.codes.kept')}</label>
      </p>
      <button type="button" className={actionClasses.primary} onClick={onDone} disabled={!kept}>
        {t('twoFactor.codes.done')}
      </button>
    </section>
  );
}
