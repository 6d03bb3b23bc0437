import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@taesung/shared/dialog';
import { PageLayout, type Crumb } from '@taesung/shared/page-layout';
import { formatDate, practiceAreas, type Locale } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import { practiceLabelKey, type BoardFormValues } from './board-values.ts';
import { previewHtml } from './preview-html.ts';
import styles from './board-preview.module.css';

export interface BoardPreviewProps {
  values: BoardFormValues;
  thumb?: string | null;
  date?: string;
  onClose: () => void;
}

/** The post as its public page shows it (title band, date, thumbnail, text), in either language, before it is saved. */
export function BoardPreview({ values, thumb, date, onClose }: BoardPreviewProps) {
  const { t } = useTranslation(namespace);
  const [language, setLanguage] = useState<Locale>('ko');
  const pick = (text: { ko?: string; en?: string } | undefined) =>
    (language === 'en' ? text?.en || text?.ko : text?.ko) ?? '';
  const subject = pick(values.subject) || t('boards.preview.untitled');
  const body = pick(values.content);
  const html = useMemo(() => previewHtml(body), [body]);
  const areaKey = values.code === 'reference' ? practiceLabelKey(values.category) : undefined;
  const section = t(`boards.codes.${values.code}`);
  const crumbs: Crumb[] = areaKey
    ? [
        { label: t(`common:${areaKey}`), path: practiceAreas.find((area) => area.title === areaKey)?.path },
        { label: section },
      ]
    : [{ label: section }];
  const shownAt = values.publishAt || date || new Date().toISOString();

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('boards.preview.title')}
      closeLabel={t('boards.preview.close')}
      className={styles.dialog}
    >
      <p className={styles.note}>{t('boards.preview.note')}</p>
      <div role="group" aria-label={t('boards.preview.language')} className={styles.languages}>
        {(['ko', 'en'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={language === option}
            className={styles.language}
            onClick={() => setLanguage(option)}
          >
            {t(`boards.preview.${option}`)}
          </button>
        ))}
      </div>
      <div className={styles.page} lang={language} inert>
        <PageLayout title={subject} lead={pick(values.subTitle) || undefined} crumbs={crumbs}>
          <div className={styles.main}>
            <p className={styles.meta}>
              {areaKey ? <span className={styles.area}>{t(`common:${areaKey}`)}</span> : null}
              <time dateTime={shownAt} className={styles.date}>
                {formatDate(shownAt)}
              </time>
            </p>
            {thumb ? <img src={thumb} alt={t('boards.preview.thumb')} className={styles.thumb} /> : null}
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
          </div>
        </PageLayout>
      </div>
    </Dialog>
  );
}
