import { useTranslation } from 'react-i18next';
import {
  RepeatableField,
  RichTextField,
  SelectField,
  TextAreaField,
  TextField,
  useFieldValue,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { newPracticeItem, newPracticeSection } from './practice-values.ts';

/** The page's sections in one language: each a heading and either rich text, steps or points. */
export function PracticeSections({ language }: { language: 'ko' | 'en' }) {
  const { t } = useTranslation(namespace);
  const languageName = t(`practices.languages.${language}`);
  return (
    <RepeatableField
      name={`sections.${language}`}
      label={t('practices.form.sections', { language: languageName })}
      hint={t('practices.form.sectionsHint')}
      itemLabel={(index) => t('practices.form.section', { language: languageName, number: index + 1 })}
      addLabel={t('practices.form.addSection', { language: languageName })}
      emptyText={t('practices.form.noSections')}
      newItem={newPracticeSection}
    >
      {({ name, label }) => <SectionFields name={name} label={label} />}
    </RepeatableField>
  );
}

function SectionFields({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(namespace);
  const kind = useFieldValue<'text' | 'steps' | 'points'>(`${name}.kind`);
  return (
    <>
      <SelectField
        name={`${name}.kind`}
        label={t('practices.form.kind', { section: label })}
        hint={t('practices.form.kindHint')}
        options={(['text', 'steps', 'points'] as const).map((value) => ({
          value,
          label: t(`practices.kinds.${value}`),
        }))}
      />
      <TextField
        name={`${name}.heading`}
        label={t('practices.form.heading', { section: label })}
        required
        maxLength={200}
      />
      {kind === 'text' ? (
        <RichTextField name={`${name}.body`} label={t('practices.form.body', { section: label })} />
      ) : (
        <RepeatableField
          name={`${name}.items`}
          label={t(kind === 'steps' ? 'practices.form.steps' : 'practices.form.points', { section: label })}
          itemLabel={(index) =>
            t(kind === 'steps' ? 'practices.form.step' : 'practices.form.point', { section: label, number: index + 1 })
          }
          addLabel={t(kind === 'steps' ? 'practices.form.addStep' : 'practices.form.addPoint')}
          newItem={newPracticeItem}
        >
          {({ name: itemName, label: itemLabel }) => (
            <>
              <TextField
                name={`${itemName}.title`}
                label={t('practices.form.itemTitle', { item: itemLabel })}
                maxLength={200}
              />
              <TextAreaField
                name={`${itemName}.text`}
                label={t('practices.form.itemText', { item: itemLabel })}
                rows={3}
                maxLength={2000}
              />
            </>
          )}
        </RepeatableField>
      )}
    </>
  );
}
