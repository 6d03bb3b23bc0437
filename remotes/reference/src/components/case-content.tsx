import styles from './case-content.module.css';

/** The post's body: HTML the server sanitised before storing it. */
export function CaseContent({ html }: { html: string }) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
