import styles from './versions.module.css';

/** The classes the screens of dated versions share (the rule under the title, the line of the version in force). */
export default styles;
