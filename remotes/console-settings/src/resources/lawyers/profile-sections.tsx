import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  RepeatableField,
  SelectField,
  TextAreaField,
  TextField,
  useFieldValue,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { newSection } from './lawyer-values.ts';

/** The profile's sections in one language (biography, education, …): each a title and lines, or a paragraph. */
export function ProfileSections({ language }: { language: 'ko' | 'en' }) {
  const { t } = useTranslation(namespace);
  const languageName = t(`lawyers.languages.${language}`);
  return (
    <RepeatableField
      name={`info.${language}`}
      label={t('lawyers.form.sections', { language: languageName })}
      hint={t('lawyers.form.sectionsHint')}
      itemLabel={(index) => t('lawyers.form.section', { language: languageName, number: index + 1 })}
      addLabel={t('lawyers.form.addSection', { language: languageName })}
      emptyText={t('lawyers.form.noSections')}
      newItem={newSection}
    >
      {({ name, label }) => <SectionFields name={name} label={label} />}
    </RepeatableField>
  );
}

function SectionFields({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(namespace);
  const layout = useFieldValue<'lines' | 'text'>(`${name}.layout`);
  return (
    <>
      <TextField
        name={`${name}.title`}
        label={t('lawyers.form.sectionTitle', { section: label })}
        required
        maxLength={100}
      />
      <SelectField
        name={`${name}.layout`}
        label={t('lawyers.form.layout', { section: label })}
        options={[
          { value: 'lines', label: t('lawyers.form.layoutLines') },
          { value: 'text', label: t('lawyers.form.layoutText') },
        ]}
      />
      {layout === 'text' ? (
        <TextAreaField
          name={`${name}.text`}
          label={t('lawyers.form.paragraph', { section: label })}
          rows={5}
          maxLength={5000}
        />
      ) : (
        <RepeatableField
          name={`${name}.lines`}
          label={t('lawyers.form.lines', { section: label })}
          itemLabel={(index) => t('lawyers.form.line', { section: label, number: index + 1 })}
          addLabel={t('lawyers.form.addLine')}
          newItem={() => ({ text: '', bold: false })}
        >
          {({ name: lineName, label: lineLabel }) => (
            <>
              <TextField name={`${lineName}.text`} label={lineLabel} maxLength={300} />
              <CheckboxField name={`${lineName}.bold`} label={t('lawyers.form.bold', { line: lineLabel })} />
            </>
          )}
        </RepeatableField>
      )}
    </>
  );
}
