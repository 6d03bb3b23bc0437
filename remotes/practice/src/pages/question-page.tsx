import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate, isNotFound, PageHead } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState, PageNotFoundState } from '@taesung/shared/page-states';
import { questionKeyOf, useGetQuestionViewQuery } from '../api/questions.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import styles from './question-page.module.css';

/**
 * A visitor's own question, opened by the private link they were given: subject, question, dates and the answer.
 * Never the visitor's name or contact details, and never in search engines.
 */
export function QuestionPage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const key = questionKeyOf(searchParams);
  const query = useGetQuestionViewQuery({ id, key }, { skip: !key });
  const question = query.data;
  const missing = !key || isNotFound(query.error);
  const title = t('questions.view.title');

  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.guide'), path: '/guide' }]}>
      <PageHead
        title={documentTitle(question?.subject ?? title)}
        description={t('questions.view.description')}
        noindex
      />
      <div className={styles.body}>
        {missing ? (
          <PageNotFoundState message={t('questions.view.notFound')} />
        ) : question ? (
          <>
            <article className={styles.card} aria-labelledby="question-subject">
              <p className={`${styles.status} ${question.answered ? styles.answered : styles.waiting}`}>
                {t(question.answered ? 'questions.view.status.answered' : 'questions.view.status.waiting')}
              </p>
              <h2 id="question-subject" className={styles.subject}>
                {question.subject}
              </h2>
              <dl className={styles.dates}>
                <div>
                  <dt>{t('questions.view.asked')}</dt>
                  <dd>
                    <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
                  </dd>
                </div>
                {question.answered && question.answeredAt ? (
                  <div>
                    <dt>{t('questions.view.answered')}</dt>
                    <dd>
                      <time dateTime={question.answeredAt}>{formatDate(question.answeredAt)}</time>
                    </dd>
                  </div>
                ) : null}
              </dl>
              <h3 className={styles.heading}>{t('questions.view.question')}</h3>
              <p className={styles.text}>{question.content}</p>
            </article>
            <section className={`${styles.card} ${styles.answerCard}`} aria-labelledby="question-answer">
              <h2 id="question-answer" className={styles.heading}>
                {question.answered && question.answer ? t('questions.view.answer') : t('questions.view.waiting')}
              </h2>
              {question.answered && question.answer ? (
                <p className={styles.text}>{question.answer}</p>
              ) : (
                <p className={styles.note}>{t('questions.view.waitingNote')}</p>
              )}
            </section>
            <p className={styles.note}>{t('questions.view.private')}</p>
            <p className={styles.actions}>
              <Link to="/guide/question" className={styles.action}>
                {t('questions.view.more')}
              </Link>
              <Link to="/contact/consultation" className={styles.action}>
                {t('questions.view.consultation')}
              </Link>
            </p>
          </>
        ) : query.isError ? (
          <LoadErrorState message={t('ui.loadError')} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState label={t('ui.loading')} />
        )}
      </div>
    </PageLayout>
  );
}
