import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead, type QuestionReceipt as Receipt } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { QuestionForm } from '../components/question-form.tsx';
import { QuestionReceipt } from '../components/question-receipt.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import styles from './question-page.module.css';

/** A visitor asks a question; the confirmation gives the private link where the answer will show. */
export function QuestionAskPage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const [asked, setAsked] = useState<{ receipt: Receipt; mailed: boolean } | null>(null);
  const title = t('questions.ask.title');

  return (
    <PageLayout
      title={title}
      lead={t('questions.ask.lead')}
      crumbs={[{ label: t('common:nav.guide'), path: '/guide' }]}
    >
      <PageHead title={documentTitle(title)} description={t('questions.ask.description')} />
      <div className={styles.body}>
        {asked ? (
          <QuestionReceipt receipt={asked.receipt} mailed={asked.mailed} onAgain={() => setAsked(null)} />
        ) : (
          <QuestionForm onAsked={(receipt, mailed) => setAsked({ receipt, mailed })} />
        )}
      </div>
    </PageLayout>
  );
}
