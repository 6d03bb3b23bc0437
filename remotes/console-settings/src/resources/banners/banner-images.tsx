import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, useAppDispatch, type BannerRecord } from '@taesung/shared';
import { actionClasses, confirm, UploadField, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screenStyles from '@/ui/screen-styles.ts';
import { bannerImageUrl, consoleBannersApi, useDeleteConsoleBannerImageMutation } from './api.ts';
import { bannerBreakpoints, type BannerBreakpoint } from './banner-values.ts';
import styles from './banners.module.css';

const imageTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** A stored banner's pictures, one per screen size: each upload (with its alternative text) and removal is saved at once. */
export function BannerImages({ banner }: { banner: BannerRecord }) {
  const { t } = useTranslation(namespace);
  return (
    <section className={styles.images} aria-labelledby="banner-images-title">
      <h2 id="banner-images-title" className={screenStyles.sectionTitle}>
        {t('banners.images.title')}
      </h2>
      <p className={screenStyles.note}>{t('banners.images.lead')}</p>
      <div className={styles.slots}>
        {bannerBreakpoints.map((breakpoint) => (
          <BannerImageSlot
            key={`${breakpoint}:${banner.images.find((image) => image.breakpoint === breakpoint)?.url ?? ''}`}
            banner={banner}
            breakpoint={breakpoint}
          />
        ))}
      </div>
    </section>
  );
}

function BannerImageSlot({ banner, breakpoint }: { banner: BannerRecord; breakpoint: BannerBreakpoint }) {
  const { t } = useTranslation(namespace);
  const dispatch = useAppDispatch();
  const act = useAction();
  const [remove, { isLoading: removing }] = useDeleteConsoleBannerImageMutation();
  const index = banner.images.findIndex((image) => image.breakpoint === breakpoint);
  const image = index >= 0 ? banner.images[index] : undefined;
  const [alt, setAlt] = useState(() => image?.alt ?? { ko: '', en: '' });
  const screen = t(`banners.breakpoints.${breakpoint}`);

  const stored = (data: { banner: BannerRecord }) => {
    dispatch(consoleBannersApi.util.upsertQueryData('getConsoleBanner', banner._id, data.banner));
    dispatch(api.util.invalidateTags([{ type: 'Banner', id: 'CONSOLE_LIST' }]));
  };

  const deleteImage = async () => {
    const confirmed = await confirm({
      title: t('banners.images.removeTitle', { screen }),
      confirmLabel: t('banners.images.remove'),
      cancelLabel: t('banners.cancel'),
      tone: 'danger',
    });
    if (confirmed)
      await act(() => remove({ id: banner._id, index }).unwrap(), { success: t('banners.images.removed', { screen }) });
  };

  return (
    <fieldset className={styles.slot}>
      <legend>{t('banners.images.slot', { screen })}</legend>
      {image ? (
        <div className={styles.stored}>
          <img src={image.url} alt={image.alt.ko} className={styles.thumb} />
          <button type="button" className={actionClasses.danger} onClick={() => void deleteImage()} disabled={removing}>
            {t('banners.images.removeNamed', { screen })}
          </button>
        </div>
      ) : (
        <p className={screenStyles.note}>{t('banners.images.none')}</p>
      )}
      {(['ko', 'en'] as const).map((language) => (
        <label key={language} className={styles.altField}>
          <span>{t(`banners.images.alt_${language}`, { screen })}</span>
          <input
            className={styles.input}
            value={alt[language]}
            maxLength={300}
            onChange={(event) => {
              const { value } = event.target;
              setAlt((before) => ({ ...before, [language]: value }));
            }}
          />
        </label>
      ))}
      <UploadField<{ banner: BannerRecord }>
        label={t(image ? 'banners.images.replace' : 'banners.images.upload', { screen })}
        hint={alt.ko.trim() ? t(`banners.images.hint_${breakpoint}`) : t('banners.images.altFirst')}
        url={bannerImageUrl(banner._id, image ? index : banner.images.length)}
        fields={{ 'alt.ko': alt.ko.trim(), 'alt.en': alt.en.trim(), breakpoint }}
        accept={imageTypes}
        disabled={!alt.ko.trim()}
        onUploaded={stored}
      />
    </fieldset>
  );
}
