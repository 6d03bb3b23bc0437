import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../i18n/index.ts';
import { officeQueryParam, type OfficeRegion } from '../lib/lawyer-order.ts';
import styles from './office-filter.module.css';

export interface OfficeFilterProps {
  regions: readonly OfficeRegion[];
  current: OfficeRegion | null;
}

/** Office chips; each is a link (`?office=seoul`), so a filtered list is rendered on the server and can be shared. */
export function OfficeFilter({ regions, current }: OfficeFilterProps) {
  const { t } = useTranslation(namespace);
  const options: { region: OfficeRegion | null; label: string; search: string }[] = [
    { region: null, label: t('list.all'), search: '' },
    ...regions.map((region) => ({
      region,
      label: t(`regions.${region}`),
      search: `?${new URLSearchParams({ [officeQueryParam]: region }).toString()}`,
    })),
  ];
  return (
    <nav aria-label={t('list.filter')} className={styles.filter}>
      <ul className={styles.chips}>
        {options.map((option) => (
          <li key={option.region ?? 'all'}>
            <Link
              to={{ search: option.search }}
              replace
              className={styles.chip}
              aria-current={option.region === current ? 'page' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
