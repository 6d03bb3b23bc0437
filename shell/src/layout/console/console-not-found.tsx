import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '@taesung/shared';
import { consoleBase } from '../../federation/remote-groups.ts';
import styles from './console-not-found.module.css';

/** An address under the console that no console remote declares. */
export function ConsoleNotFound() {
  const { t } = useTranslation('console');
  return (
    <section className={styles.page} aria-labelledby="console-not-found-title">
      <PageHead title={t('notFound.title')} description="" noindex />
      <h1 id="console-not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <Link to={consoleBase} className={styles.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
