import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { afterLayout } from '@taesung/shared';
import { useMenuGroup } from '../site-groups.ts';
import { namespace } from '../i18n/index.ts';
import styles from './sub-nav.module.css';

const isCalculator = (path: string) => path.startsWith('/calculator/');

/** Up to this many tabs share a phone's width, each label wrapping by word; more scroll sideways. */
const fitsAcross = 3;

/**
 * The section's sub-tab bar: the pages of the same menu group and kind (practice pages, or calculators, which a
 * practice page lists under its prose), the current one marked.
 */
export function SubNav({ path }: { path: string }) {
  const { t } = useTranslation(namespace);
  const group = useMenuGroup(path);
  const items = group?.items.filter((item) => isCalculator(item.path) === isCalculator(path)) ?? [];
  const listRef = useRef<HTMLUListElement>(null);

  // Centred where the browser has just laid the bar out (`afterLayout`): measured in this effect, right after
  // hydration, the bar made the browser lay the whole page out early, a forced layout of up to 35 ms at 4× slowdown.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    return afterLayout(list, () => {
      const current = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft = Math.max(0, current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2);
    });
  }, [path]);

  if (!group || items.length < 2) return null;
  return (
    <nav className={styles.nav} aria-label={t('ui.subNav', { group: group.title })}>
      <ul ref={listRef} className={items.length <= fitsAcross ? `${styles.list} ${styles.fit}` : styles.list}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
