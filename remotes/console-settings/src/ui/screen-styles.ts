import styles from './screen.module.css';

/** The classes the remote's screens share (a record's column of blocks, sections of a long form, hints, rows, badges). */
export default styles;
