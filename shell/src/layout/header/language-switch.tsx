import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localizePath, locales, useLocale } from '@taesung/shared';
import styles from './language-switch.module.css';
import { classNames } from '../../lib/class-names.ts';

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
          >
            {t(`locale.${locale}`)}
            <span className="visually-hidden"> ({t(`locale.${locale}Name`)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
