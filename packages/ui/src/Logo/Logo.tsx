import { cx } from '../utils';
import * as styles from './Logo.css';

export interface LogoProps {
  /** `light` for light surfaces, `dark` for dark ones (sidebar, footer). */
  tone?: 'light' | 'dark';
  /** `sm` 16px text (collapsed areas), `md` 20px (top bar), `lg` 30px (landing hero, login). */
  size?: 'sm' | 'md' | 'lg';
  /** Only the certificate mark: for the collapsed sidebar and favicons. */
  iconOnly?: boolean;
  className?: string;
  /** Accessible name; defaults to 'Certidão Ágil'. */
  'aria-label'?: string;
}

/** The certificate mark: a document with folded corner, text lines and a gold seal with a check. */
function LogoMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.markBackground} width="32" height="32" rx="8" />
      <path
        className={styles.markPaper}
        d="M10 6.5h8.2l5.3 5.3V24a1.5 1.5 0 0 1-1.5 1.5H10A1.5 1.5 0 0 1 8.5 24V8A1.5 1.5 0 0 1 10 6.5Z"
      />
      <path className={styles.markFold} d="M18.2 6.5v4.3a1 1 0 0 0 1 1h4.3Z" />
      <rect className={styles.markLine} x="11.2" y="13.6" width="9.2" height="1.7" rx="0.85" />
      <rect className={styles.markLine} x="11.2" y="17.2" width="5.6" height="1.7" rx="0.85" />
      <circle className={styles.markSeal} cx="21.4" cy="22.6" r="4.9" />
      <path
        className={styles.markCheck}
        d="m19.2 22.7 1.5 1.5 2.9-3"
        fill="none"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The brand: the certificate mark and the two words 'Certidão' 'Ágil'. Exposed to assistive
 * technology as one image named 'Certidão Ágil' (also when it is the content of a home link).
 */
export function Logo({
  tone = 'light',
  size = 'md',
  iconOnly = false,
  className,
  'aria-label': ariaLabel = 'Certidão Ágil',
}: LogoProps) {
  return (
    <span role="img" aria-label={ariaLabel} className={cx(styles.logoRecipe({ tone, size }), className)}>
      <LogoMark />
      {iconOnly ? null : (
        <span>
          Certidão <span className={styles.accentRecipe({ tone })}>Ágil</span>
        </span>
      )}
    </span>
  );
}
