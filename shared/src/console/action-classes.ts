import styles from './action-links.module.css';

/**
 * The classes of the links and buttons a screen puts beside the blocks (a create link in the title bar, a back
 * link, a secondary or destructive button), so each remote does not style them again.
 */
export const actionClasses = {
  primary: styles.primary!,
  secondary: styles.secondary!,
  danger: styles.danger!,
  back: styles.back!,
};
