import styles from './screen.module.css';

/** The classes the remote's screens share (links and buttons beside the blocks, the account panel, the lead). */
export default styles;
