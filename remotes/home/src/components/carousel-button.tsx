import styles from './carousel-button.module.css';

export interface CarouselButtonProps {
  direction: 'previous' | 'next';
  label: string;
  disabled?: boolean;
  onClick: () => void;
  tone?: 'light' | 'dark';
}

/** A carousel's previous or next button. */
export function CarouselButton({ direction, label, disabled = false, onClick, tone = 'light' }: CarouselButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${tone === 'dark' ? styles.dark : ''}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
