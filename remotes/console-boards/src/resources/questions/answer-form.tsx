import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@taesung/shared';
import { questionAnswerInput } from '@taesung/shared/schemas';
import { CheckboxField, ResourceForm, TextAreaField, useResourceForm } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useAnswerConsoleQuestionMutation } from './api.ts';
import styles from './questions.module.css';

/**
 * The answer to a question. The first answer saved as answered is mailed to a visitor who left an address (the
 * server does it once); a later correction only changes the visitor's page, which the form says before saving.
 */
export function AnswerForm({ question }: { question: Question }) {
  const { t } = useTranslation(namespace);
  const [saveAnswer] = useAnswerConsoleQuestionMutation();
  const defaultAnswered = question.answered || !question.answer;
  const [answered, setAnswered] = useState(defaultAnswered);
  const successMessage = question.answered
    ? t('questions.answer.savedEdit')
    : !answered
      ? t('questions.answer.savedDraft')
      : question.email
        ? t('questions.answer.savedFirstMail')
        : t('questions.answer.savedFirst');
  const form = useResourceForm({
    schema: questionAnswerInput,
    defaultValues: { answer: question.answer ?? '', answered: defaultAnswered },
    onSubmit: (values) => saveAnswer({ id: question._id, input: values }).unwrap(),
    successMessage,
    draftKey: `questions:${question._id}`,
  });

  useEffect(() => {
    const subscription = form.watch((values) => setAnswered(values.answered !== false));
    return () => subscription.unsubscribe();
  }, [form]);

  const mailNote = question.answered
    ? t('questions.answer.edit')
    : question.email
      ? t('questions.answer.firstWithMail', { email: question.email })
      : t('questions.answer.firstWithoutMail');

  return (
    <ResourceForm
      form={form}
      submitLabel={question.answered ? t('questions.answer.submitEdit') : t('questions.answer.submitFirst')}
    >
      <TextAreaField
        name="answer"
        label={t('questions.answer.label')}
        hint={t('questions.answer.hint')}
        rows={12}
        maxLength={10_000}
        required
      />
      <CheckboxField name="answered" label={t('questions.answer.answered')} hint={t('questions.answer.answeredHint')} />
      {answered || question.answered ? (
        <p className={styles.mailNote} data-testid="answer-mail-note">
          {mailNote}
        </p>
      ) : null}
    </ResourceForm>
  );
}
