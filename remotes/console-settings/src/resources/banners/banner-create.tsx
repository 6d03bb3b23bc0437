import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useCreateConsoleBannerMutation } from './api.ts';
import { BannerForm } from './banner-form.tsx';
import { bannerListPath, bannerPath, bannerValuesToInput, emptyBanner, type BannerValues } from './banner-values.ts';

/** A new banner; its pictures are uploaded on its own screen, which its first save opens. */
export function BannerCreate() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [create] = useCreateConsoleBannerMutation();

  const submit = async (values: BannerValues) => {
    const created = await create(bannerValuesToInput(values)).unwrap();
    void navigate(bannerPath(created._id), { replace: true });
    return created;
  };

  return (
    <ConsolePage
      title={t('banners.form.createTitle')}
      actions={
        <Link className={actionClasses.back} to={bannerListPath}>
          {t('banners.form.back')}
        </Link>
      }
    >
      <p className={screen.note}>{t('banners.form.imagesAfter')}</p>
      <BannerForm
        defaultValues={emptyBanner()}
        onSubmit={submit}
        submitLabel={t('banners.form.create')}
        successMessage={t('banners.form.created')}
        draftKey="banners:new"
      />
    </ConsolePage>
  );
}
