import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { practiceCodes, type PracticeCode } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import { caseListSearch } from '@/lib/case-list.ts';
import { practiceAreaOf } from '@/lib/success-case.ts';
import styles from './practice-filter.module.css';

/** Practice chips; each is a link (`?category=divorce-property`), so a filtered list is rendered on the server and can be shared. */
export function PracticeFilter({ current }: { current: PracticeCode | null }) {
  const { t } = useTranslation(namespace);
  const options = [
    { category: null, label: t('list.all') },
    ...practiceCodes.map((category) => ({ category, label: t(`common:${practiceAreaOf(category)?.title ?? ''}`) })),
  ];
  return (
    <nav aria-label={t('list.filter')} className={styles.filter}>
      <ul className={styles.chips}>
        {options.map((option) => (
          <li key={option.category ?? 'all'}>
            <Link
              to={{ search: caseListSearch(option.category) }}
              replace
              className={styles.chip}
              aria-current={option.category === current ? 'page' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
