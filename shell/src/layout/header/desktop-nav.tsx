import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSiteMenu } from '@taesung/shared';
import { isGroupActive } from './menu-paths.ts';
import styles from './desktop-nav.module.css';

/** The main menu across the desktop header; a group's pages open below it on hover or focus. */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useSiteMenu();
  return (
    <nav aria-label={t('nav.main')} className={`${styles.nav} ${className ?? ''}`}>
      <ul className={styles.list}>
        {menu.map((group) => {
          const active = isGroupActive(group, pathname);
          const [first] = group.items;
          if (!first) return null;
          const topClass = `${styles.top} ${active ? styles.active : ''}`;
          return (
            <li key={group.id} className={styles.item}>
              {group.items.length === 1 ? (
                <NavLink to={first.path} className={topClass}>
                  {group.title}
                </NavLink>
              ) : (
                <>
                  <Link to={first.path} className={topClass}>
                    {group.title}
                  </Link>
                  <ul className={styles.sub}>
                    {group.items.map((item) => (
                      <li key={item.path}>
                        <NavLink to={item.path} end className={styles.subLink}>
                          {item.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
