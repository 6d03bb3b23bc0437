import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, DisplayPeriod, QueryView, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useDeleteConsoleBannerMutation, useGetConsoleBannerQuery, useUpdateConsoleBannerMutation } from './api.ts';
import { BannerForm } from './banner-form.tsx';
import { BannerImages } from './banner-images.tsx';
import { BannerPreview } from './banner-preview.tsx';
import { bannerListPath, bannerToValues, bannerValuesToInput } from './banner-values.ts';
import styles from './banners.module.css';

/** A stored banner: its form, its pictures per screen size, the preview, its deletion. */
export function BannerEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const act = useAction();
  const result = useGetConsoleBannerQuery(id);
  const [update] = useUpdateConsoleBannerMutation();
  const [remove, { isLoading: removing }] = useDeleteConsoleBannerMutation();
  const banner = result.data?._id === id ? result.data : undefined;

  const deleteBanner = async () => {
    if (!banner) return;
    const confirmed = await confirm({
      title: t('banners.delete.title'),
      message: t('banners.delete.message', { title: banner.title.ko || banner.title.en }),
      confirmLabel: t('banners.delete.confirm'),
      cancelLabel: t('banners.cancel'),
      tone: 'danger',
    });
    if (confirmed && (await act(() => remove(banner._id).unwrap(), { success: t('banners.delete.done') })))
      void navigate(bannerListPath, { replace: true });
  };

  return (
    <ConsolePage
      title={t('banners.form.editTitle')}
      actions={
        <Link className={actionClasses.back} to={bannerListPath}>
          {t('banners.form.back')}
        </Link>
      }
    >
      <QueryView
        result={{ data: banner, error: result.error, refetch: result.refetch }}
        notFound={t('banners.form.notFound')}
      >
        {(stored) => (
          <div className={screen.screen}>
            <p className={styles.status}>
              <DisplayPeriod item={stored} />
            </p>
            <BannerForm
              key={stored._id}
              defaultValues={bannerToValues(stored)}
              onSubmit={(input) => update({ id: stored._id, input: bannerValuesToInput(input) }).unwrap()}
              submitLabel={t('banners.form.save')}
              successMessage={t('banners.form.saved')}
              draftKey={`banners:${stored._id}`}
              actions={
                <button
                  type="button"
                  className={actionClasses.danger}
                  onClick={() => void deleteBanner()}
                  disabled={removing}
                >
                  {t('banners.delete.button')}
                </button>
              }
            />
            <BannerImages banner={stored} />
            <BannerPreview banner={stored} />
          </div>
        )}
      </QueryView>
    </ConsolePage>
  );
}
