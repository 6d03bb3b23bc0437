import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { consoleBase } from '../../federation/remote-groups.ts';
import { currentNavPath, type ConsoleNavGroup } from './console-nav.ts';
import styles from './console-layout.module.css';

/** The console menu: the declared screens the session may open, by group; the current one marked. */
interface Props {
  groups: readonly ConsoleNavGroup[];
  open: boolean;
  /** While the console remotes are loading: the menu is there, its entries not yet. */
  loading?: boolean;
}

export function ConsoleSidebar({ groups, open, loading }: Props) {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const current = currentNavPath(groups, pathname, consoleBase);
  return (
    <nav
      id="console-nav"
      className={`${styles.sidebar} ${open ? styles.open : ''}`}
      aria-label={t('nav.label')}
      aria-busy={loading || undefined}
    >
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`console-group-${group.id}`}>
          <h2 id={`console-group-${group.id}`} className={styles.groupTitle}>
            {t(`nav.groups.${group.id}`, { defaultValue: group.id })}
          </h2>
          <ul className={styles.links}>
            {group.items.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className={`${styles.link} ${item.path === current ? styles.current : ''}`}
                  aria-current={item.path === current ? 'page' : undefined}
                >
                  {t(item.title)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
