import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PracticeRecord } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import {
  actionClasses,
  confirm,
  LocalizedTextField,
  QueryView,
  ResourceForm,
  UploadField,
  useAction,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import {
  practiceVisualPath,
  useDeletePracticeVisualMutation,
  useGetConsolePracticeQuery,
  useUpdateConsolePracticeMutation,
} from './api.ts';
import { PracticeSections } from './practice-sections.tsx';
import {
  formToPractice,
  practiceForm,
  practiceListPath,
  practiceToForm,
  publicPracticePath,
} from './practice-values.ts';

/** A practice page: its top visual (stored at once), then its texts and sections in both languages. */
export function PracticeEdit() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const result = useGetConsolePracticeQuery(id);
  const practice = result.data?._id === id ? result.data : undefined;
  const publicPath = practice ? publicPracticePath(practice.code) : null;

  return (
    <ConsolePage
      title={
        practice ? t('practices.form.editTitle', { title: practice.title.ko }) : t('practices.form.editTitleEmpty')
      }
      actions={
        <span className={screen.row}>
          {publicPath ? (
            <a className={actionClasses.back} href={publicPath} target="_blank" rel="noopener">
              {t('practices.list.publicLink')}
            </a>
          ) : null}
          <Link className={actionClasses.back} to={practiceListPath}>
            {t('practices.form.back')}
          </Link>
        </span>
      }
    >
      <QueryView result={{ ...result, data: practice }} notFound={t('practices.form.notFound')}>
        {(found) => (
          <>
            <PracticeVisual key={`visual-${found._id}`} practice={found} />
            <PracticeForm key={found._id} practice={found} />
          </>
        )}
      </QueryView>
    </ConsolePage>
  );
}

function PracticeForm({ practice }: { practice: PracticeRecord }) {
  const { t } = useTranslation(namespace);
  const [update] = useUpdateConsolePracticeMutation();
  const form = useResourceForm({
    schema: practiceForm,
    defaultValues: practiceToForm(practice),
    onSubmit: (values) => update({ id: practice._id, input: formToPractice(values) }).unwrap(),
    successMessage: t('practices.form.saved'),
    draftKey: `practices:${practice._id}`,
  });
  return (
    <ResourceForm form={form} submitLabel={t('practices.form.save')}>
      <section className={screen.section} aria-labelledby="practice-texts">
        <h2 id="practice-texts" className={screen.sectionTitle}>
          {t('practices.form.texts')}
        </h2>
        <LocalizedTextField name="title" label={t('practices.form.title')} required maxLength={100} />
        <LocalizedTextField
          name="lead"
          label={t('practices.form.lead')}
          hint={t('practices.form.leadHint')}
          multiline
          rows={2}
          maxLength={500}
        />
        <LocalizedTextField
          name="description"
          label={t('practices.form.description')}
          hint={t('practices.form.descriptionHint')}
          multiline
          rows={2}
          maxLength={300}
        />
      </section>
      <section className={screen.section} aria-labelledby="practice-sections">
        <h2 id="practice-sections" className={screen.sectionTitle}>
          {t('practices.form.bodyTitle')}
        </h2>
        <PracticeSections language="ko" />
        <PracticeSections language="en" />
      </section>
    </ResourceForm>
  );
}

function PracticeVisual({ practice }: { practice: PracticeRecord }) {
  const { t } = useTranslation(namespace);
  const act = useAction();
  const [visual, setVisual] = useState(practice.visual);
  const [remove, { isLoading: removing }] = useDeletePracticeVisualMutation();

  const removeVisual = async () => {
    const confirmed = await confirm({
      title: t('practices.visual.removeTitle'),
      message: t('practices.visual.removeMessage'),
      confirmLabel: t('practices.visual.remove'),
      cancelLabel: t('practices.form.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await act(async () => setVisual((await remove(practice._id).unwrap()).visual), {
      success: t('practices.visual.removed'),
    });
  };

  return (
    <section className={screen.section} aria-labelledby="practice-visual">
      <h2 id="practice-visual" className={screen.sectionTitle}>
        {t('practices.visual.title')}
      </h2>
      <div className={screen.photo}>
        {visual ? (
          <img src={visual} alt={t('practices.visual.alt')} width={640} height={240} />
        ) : (
          <p className={screen.hint}>{t('practices.visual.none')}</p>
        )}
        <div>
          <UploadField<{ practice: PracticeRecord }>
            label={t('practices.visual.upload')}
            hint={t('practices.visual.hint')}
            url={practiceVisualPath(practice._id)}
            accept="image/jpeg,image/png,image/webp"
            onUploaded={(data) => setVisual(data.practice.visual)}
          />
          {visual ? (
            <button
              type="button"
              className={actionClasses.danger}
              onClick={() => void removeVisual()}
              disabled={removing}
            >
              {t('practices.visual.remove')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
