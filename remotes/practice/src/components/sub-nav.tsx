import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { menuGroupOf } from '../site-groups.ts';
import { namespace } from '../i18n/index.ts';
import styles from './sub-nav.module.css';

/** The section's sub-tab bar: the pages of the same menu group, the current one marked. */
export function SubNav({ path }: { path: string }) {
  const { t } = useTranslation(namespace);
  const group = menuGroupOf(path);
  if (!group || group.items.length < 2) return null;
  return (
    <nav className={styles.nav} aria-label={t('ui.subNav', { group: t(`common:${group.title}`) })}>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {t(`common:${item.title}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
