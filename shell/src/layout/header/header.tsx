import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { mainMenu } from '@taesung/shared';
import styles from './header.module.css';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          {t('firm.fullName')}
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className={styles.menu}>
            {mainMenu.map((group) => (
              <li key={group.id}>
                <NavLink to={group.items[0]!.path}>{t(group.title)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
