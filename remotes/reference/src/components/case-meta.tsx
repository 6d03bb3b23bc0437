import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';

export interface CaseMetaProps {
  /** The practice area (its name, or a link to its page); none for a case of no area. */
  area: ReactNode;
  date: string;
  classNames: { meta?: string; area?: string; date?: string };
}

/** A success case's practice area and publication date, as a list of labelled terms. */
export function CaseMeta({ area, date, classNames }: CaseMetaProps) {
  const { t } = useTranslation(namespace);
  return (
    <dl className={classNames.meta}>
      {area ? (
        <div>
          <dt className="visually-hidden">{t('area')}</dt>
          <dd className={classNames.area}>{area}</dd>
        </div>
      ) : null}
      <div>
        <dt className="visually-hidden">{t('published')}</dt>
        <dd>
          <time dateTime={date} className={classNames.date}>
            {formatDate(date)}
          </time>
        </dd>
      </div>
    </dl>
  );
}
