import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router';
import type { QuestionReceipt as Receipt } from '@taesung/shared';
import { formClasses, Receipt as ReceiptFrame } from '@taesung/shared/public-form';
import { namespace } from '../i18n/index.ts';
import styles from './question-receipt.module.css';

export interface QuestionReceiptProps {
  receipt: Receipt;
  /** The visitor left an e-mail address: the link is mailed with the answer. */
  mailed: boolean;
  onAgain: () => void;
}

/** The confirmation after asking: the private link to the question's page, to keep. */
export function QuestionReceipt({ receipt, mailed, onAgain }: QuestionReceiptProps) {
  const { t } = useTranslation(namespace);
  const href = useHref(receipt.path);
  const url = new URL(href, window.location.origin).toString();
  const [copied, setCopied] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  return (
    <ReceiptFrame id="question" title={t('questions.ask.success.title')} titleRef={titleRef}>
      <p className={formClasses.receiptLead}>{t('questions.ask.success.lead')}</p>
      <p className={styles.linkLabel} id="question-link-label">
        {t('questions.ask.success.linkLabel')}
      </p>
      <p className={styles.link}>
        <a href={url} aria-describedby="question-link-label" data-testid="question-link">
          {url}
        </a>
      </p>
      <p className={formClasses.receiptNote}>{t('questions.ask.success.linkNote')}</p>
      {mailed ? <p className={formClasses.receiptNote}>{t('questions.ask.success.mailNote')}</p> : null}
      <p className={formClasses.receiptActions}>
        <Link to={receipt.path} className={formClasses.secondaryButton}>
          {t('questions.ask.success.open')}
        </Link>
        <button type="button" className={formClasses.secondaryButton} onClick={() => void copy()}>
          {t('questions.ask.success.copy')}
        </button>
        <button type="button" className={formClasses.secondaryButton} onClick={onAgain}>
          {t('questions.ask.success.again')}
        </button>
      </p>
      <p className={styles.copied} role="status">
        {copied ? t('questions.ask.success.copied') : ''}
      </p>
    </ReceiptFrame>
  );
}
