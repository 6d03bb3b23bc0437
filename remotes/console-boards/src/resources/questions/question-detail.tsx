import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatPhone, phoneHref } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, confirm, formatDateTimeMinutes, QueryView, useAction } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useDeleteConsoleQuestionMutation, useGetConsoleQuestionQuery } from './api.ts';
import { AnswerForm } from './answer-form.tsx';
import { questionListPath } from './question-values.ts';
import styles from './questions.module.css';

/** A visitor's question in full, with the visitor's details, the answer form and deletion. */
export function QuestionDetail() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const act = useAction();
  const result = useGetConsoleQuestionQuery(id);
  const [remove, { isLoading: removing }] = useDeleteConsoleQuestionMutation();
  const question = result.data?._id === id ? result.data : undefined;

  const deleteQuestion = async () => {
    if (!question) return;
    const confirmed = await confirm({
      title: t('questions.detail.deleteTitle'),
      message: t('questions.detail.deleteMessage', { subject: question.subject }),
      confirmLabel: t('questions.detail.deleteConfirm'),
      cancelLabel: t('questions.detail.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await act(() => remove(question._id).unwrap(), { success: t('questions.detail.deleted') }))
      void navigate(questionListPath, { replace: true });
  };

  const none = <span className={styles.none}>{t('questions.detail.none')}</span>;

  return (
    <ConsolePage
      title={question?.subject ?? t('questions.detail.title')}
      actions={
        <Link className={actionClasses.back} to={questionListPath}>
          {t('questions.detail.back')}
        </Link>
      }
    >
      <QueryView result={{ ...result, data: question }} notFound={t('questions.detail.notFound')}>
        {(question) => (
          <div className={styles.detail}>
            <section className={styles.panel} aria-labelledby="question-title">
              <h2 id="question-title" className={styles.panelTitle}>
                {t('questions.detail.question')}
              </h2>
              <dl className={styles.fields}>
                <div>
                  <dt>{t('questions.detail.fields.status')}</dt>
                  <dd>
                    <span className={question.answered ? styles.answered : styles.waiting}>
                      {t(question.answered ? 'questions.status.answered' : 'questions.status.waiting')}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>{t('questions.detail.fields.createdAt')}</dt>
                  <dd>
                    <time dateTime={question.createdAt}>{formatDateTimeMinutes(question.createdAt)}</time>
                  </dd>
                </div>
                {question.answered && question.answeredAt ? (
                  <div>
                    <dt>{t('questions.detail.fields.answeredAt')}</dt>
                    <dd>
                      <time dateTime={question.answeredAt}>{formatDateTimeMinutes(question.answeredAt)}</time>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('questions.detail.fields.name')}</dt>
                  <dd>{question.name}</dd>
                </div>
                <div>
                  <dt>{t('questions.detail.fields.phone')}</dt>
                  <dd>
                    {question.phone ? (
                      <a
                        href={phoneHref(question.phone)}
                        aria-label={t('questions.detail.call', { phone: formatPhone(question.phone) })}
                      >
                        {formatPhone(question.phone)}
                      </a>
                    ) : (
                      none
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('questions.detail.fields.email')}</dt>
                  <dd>
                    {question.email ? (
                      <a
                        href={`mailto:${question.email}`}
                        aria-label={t('questions.detail.mail', { email: question.email })}
                      >
                        {question.email}
                      </a>
                    ) : (
                      none
                    )}
                  </dd>
                </div>
              </dl>
              <h3 className={styles.contentTitle}>{t('questions.detail.fields.content')}</h3>
              <p className={styles.content}>{question.content}</p>
            </section>
            <section className={styles.panel} aria-labelledby="answer-title">
              <h2 id="answer-title" className={styles.panelTitle}>
                {t('questions.answer.title')}
              </h2>
              <AnswerForm key={`${question._id}:${question.updatedAt}`} question={question} />
            </section>
            <div>
              <button
                type="button"
                className={actionClasses.danger}
                onClick={() => void deleteQuestion()}
                disabled={removing}
              >
                {t('questions.detail.delete')}
              </button>
            </div>
          </div>
        )}
      </QueryView>
    </ConsolePage>
  );
}
