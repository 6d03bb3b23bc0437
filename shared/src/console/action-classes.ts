import styles from './action-links.module.css';
import fieldStyles from './field.module.css';

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

/**
 * The class of the kit's text input, for a control a screen wires itself inside a `Field` (a value typed as text and
 * kept as something else), so it looks and reacts as the kit's fields do; a screen adds only its width.
 */
export const inputClass = fieldStyles.input!;
