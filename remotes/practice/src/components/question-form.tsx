import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiFieldIssues, type QuestionReceipt } from '@taesung/shared';
import {
  CharacterCount,
  formClasses,
  FormField,
  PrivacyConsent,
  PublicForm,
  usePublicForm,
} from '@taesung/shared/public-form';
import { useAskQuestionMutation } from '../api/questions.ts';
import { namespace } from '../i18n/index.ts';
import { privacyTexts } from './privacy-texts.ts';
import {
  emptyQuestion,
  errorsFromIssues,
  loadedQuestionSchema,
  loadQuestionSchema,
  questionFieldOrder,
  questionLimits,
  validateQuestion,
  type QuestionField,
  type QuestionValues,
} from './question-values.ts';

export interface QuestionFormProps {
  /** Shown once the question is received: the private link to the question's page. */
  onAsked: (receipt: QuestionReceipt, email: boolean) => void;
}

/**
 * A visitor's question, on the public form kit: checked with the API's schema before it is sent, the fields the
 * server refuses marked as such. What was typed survives every failure; an Enter that confirms a Hangul composition
 * never sends the form.
 */
export function QuestionForm({ onAsked }: QuestionFormProps) {
  const { t } = useTranslation(namespace);
  const [ask, { isLoading: sending }] = useAskQuestionMutation();
  const [values, setValues] = useState<QuestionValues>(emptyQuestion);

  const form = usePublicForm({
    id: 'question',
    values,
    setValues,
    fieldOrder: questionFieldOrder,
    phoneFields: ['phone'],
    schema: { loaded: loadedQuestionSchema, load: loadQuestionSchema },
    check: validateQuestion,
    sending,
    send: async (data) => {
      const receipt = await ask(data).unwrap();
      onAsked(receipt, Boolean(data.email));
    },
    fieldErrorsOf: (error, typed) => errorsFromIssues(apiFieldIssues(error), typed),
    failureMessage: (error) =>
      apiErrorMessage(error, {
        failed: t('questions.ask.errors.rejected'),
        network: t('questions.ask.errors.network'),
        unexpected: t('questions.ask.errors.network'),
        tooMany: t('questions.ask.errors.tooMany'),
        server: t('questions.ask.errors.server'),
      }),
  });

  const error = (field: QuestionField) =>
    form.errors[field] ? t(`questions.ask.errors.${form.errors[field]}`) : undefined;
  const input = (
    field: 'name' | 'subject' | 'email' | 'phone',
    options: { type?: string; autoComplete?: string; required?: boolean; hint?: boolean; inputMode?: 'tel' | 'email' },
  ) => (
    <FormField
      id={form.fieldId(field)}
      label={t(`questions.ask.fields.${field}`)}
      required={options.required}
      hint={options.hint ? t(`questions.ask.hints.${field}`) : undefined}
      error={error(field)}
    >
      <input
        {...form.control(field, options)}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        maxLength={field === 'phone' ? 13 : questionLimits[field]}
        placeholder={field === 'phone' || field === 'email' ? t(`questions.ask.placeholders.${field}`) : undefined}
        className={field === 'phone' ? `${formClasses.input} ${formClasses.phone}` : formClasses.input}
      />
    </FormField>
  );

  return (
    <PublicForm
      form={form}
      id="question"
      sending={sending}
      texts={{
        title: t('questions.ask.formTitle'),
        requiredNote: t('questions.ask.requiredNote'),
        summary: (count) => t('questions.ask.summary', { count }),
        error: (_field, code) => t(`questions.ask.errors.${code}`),
        notSent: t('questions.ask.errors.notSent'),
        kept: t('questions.ask.errors.kept'),
        honeypot: t('questions.ask.fields.website'),
        submit: t('questions.ask.submit'),
        sending: t('questions.ask.sending'),
      }}
    >
      {input('name', { autoComplete: 'name', required: true })}
      {input('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: true })}
      {input('email', { type: 'email', inputMode: 'email', autoComplete: 'email', hint: true })}
      {input('subject', { required: true })}

      <FormField
        id={form.fieldId('content')}
        label={t('questions.ask.fields.content')}
        required
        hint={t('questions.ask.hints.content')}
        error={error('content')}
      >
        <textarea
          {...form.control('content', { required: true, hint: true })}
          rows={8}
          maxLength={questionLimits.content}
          className={`${formClasses.input} ${formClasses.textarea}`}
        />
        <CharacterCount length={values.content.length} limit={questionLimits.content} />
      </FormField>

      <PrivacyConsent
        id="question"
        texts={privacyTexts(t, 'questions.ask.privacy')}
        checked={values.agree}
        onChange={form.change('agree')}
        error={error('agree')}
        describedBy={form.describedBy('agree', 'question-privacy-notice')}
      />
    </PublicForm>
  );
}
