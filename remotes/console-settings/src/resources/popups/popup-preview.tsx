import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupInput } from '@taesung/shared';
import { PreviewFrame } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from './popups.module.css';

export interface PopupPreviewProps {
  values: Pick<PopupInput, 'title' | 'content' | 'link'> & { width?: number; height?: number };
  image: string | null;
}

/** The popup as the home page draws it, from what is typed now: at its size on a desktop, at the screen's width on a phone. */
export function PopupPreview({ values, image }: PopupPreviewProps) {
  const { t, i18n } = useTranslation(namespace);
  const { title, content, link, width, height } = values;
  const language = i18n.language === 'en' ? 'en' : 'ko';
  const shownTitle = title[language] || title.ko;
  const shownContent = content[language] || content.ko;
  const size = {
    '--popup-width': `${Number(width) || 400}px`,
    '--popup-height': Number(height) > 0 ? `${Number(height)}px` : 'auto',
  } as CSSProperties;

  return (
    <PreviewFrame
      label={t('popups.preview.title')}
      height={720}
      sizes={[
        { key: 'desktop', label: t('popups.preview.desktop'), width: 1280 },
        { key: 'mobile', label: t('popups.preview.mobile'), width: 375 },
      ]}
    >
      <div className={styles.stage}>
        <section className={styles.card} style={size} aria-label={shownTitle || t('popups.preview.untitled')}>
          <div className={styles.cardBody}>
            {image ? <img className={styles.cardImage} src={image} alt="" /> : null}
            <h2 className={styles.cardTitle}>{shownTitle || t('popups.preview.untitled')}</h2>
            {/* What staff typed in the editor; the API sanitises it on save. */}
            {shownContent ? (
              <div className={styles.cardContent} dangerouslySetInnerHTML={{ __html: shownContent }} />
            ) : null}
            {link?.trim() ? (
              <a className={styles.cardMore} href={link}>
                {t('popups.preview.more')}
              </a>
            ) : null}
          </div>
          <div className={styles.cardActions}>
            <span>{t('popups.preview.hideToday')}</span>
            <span>{t('popups.preview.close')}</span>
          </div>
        </section>
      </div>
    </PreviewFrame>
  );
}
