import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localizePath, locales, useLocale } from '@taesung/shared';
import styles from './language-switch.module.css';
import { classNames } from '../../lib/class-names.ts';

/**
 * Brings a link up to the address as it is now, when the visitor reaches for it: a page may rewrite its query
 * without the router (a calculator keeps its inputs in the address with `history.replaceState` as the visitor types,
 * and re-rendering the shell on every keystroke would be wasted work).
 */
function followAddress(event: SyntheticEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  link.setAttribute('href', `${link.pathname}${window.location.search}`);
}

/**
 * KOR / ENG: ordinary links to the same page and query in the other language (a full page load, rendered on the
 * server), the current language marked.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <ul className={classNames(styles.switch, styles[tone])} aria-label={t('locale.switch')}>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            className={styles.link}
            href={`${localizePath(pathname, locale)}${search}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onPointerEnter={followAddress}
            onFocus={followAddress}
            onClick={followAddress}
          >
            {t(`locale.${locale}`)}
            <span className="visually-hidden"> ({t(`locale.${locale}Name`)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
