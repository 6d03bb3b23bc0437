import { useTranslation } from 'react-i18next';
import type { BannerRecord } from '@taesung/shared';
import { PreviewFrame } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { BannerPicture } from './banner-picture.tsx';
import styles from './banners.module.css';

/** The stored banner on a phone, a tablet and a desktop, each taking the picture the site would give that screen. */
export function BannerPreview({ banner }: { banner: BannerRecord }) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'en' ? 'en' : 'ko';
  return (
    <div className={styles.preview}>
      <PreviewFrame label={t('banners.preview.title')} height={420}>
        {banner.images.length ? (
          <div style={{ padding: '16px' }}>
            <BannerPicture banner={banner} language={language} />
          </div>
        ) : (
          <p style={{ padding: '16px' }}>{t('banners.preview.empty')}</p>
        )}
      </PreviewFrame>
      <p className={screen.note}>{t('banners.preview.note')}</p>
    </div>
  );
}
