import type { ReactNode } from 'react';
// Through the package's main entry (the page's one render collector), as this file is an entry of its own.
import { PageHead } from '@taesung/shared';
import styles from './console-page.module.css';

export interface ConsolePageProps {
  title: string;
  /** Buttons at the right of the title (create, save). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page of the staff console: its title, its actions, its content. */
export function ConsolePage({ title, actions, children }: ConsolePageProps) {
  return (
    <section className={styles.page} aria-labelledby="console-page-title">
      <PageHead title={title} description="" noindex />
      <header className={styles.header}>
        <h1 id="console-page-title" className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
