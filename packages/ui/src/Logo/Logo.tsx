import { cx } from '../utils';
import * as styles from './Logo.css';

export interface LogoProps {
  /** `light` para superfícies claras, `dark` para as escuras (menu lateral, rodapé). */
  tone?: 'light' | 'dark';
  /**
   * `sm` texto de 16px (áreas recolhidas), `md` 20px (barra superior), `lg` 30px (destaque da página inicial,
   * login).
   */
  size?: 'sm' | 'md' | 'lg';
  /** Só o selo da certidão: para o menu lateral recolhido e favicons. */
  iconOnly?: boolean;
  /** Classe extra para a raiz do logo (só layout). */
  className?: string;
  /** Nome acessível; por padrão, 'Certidão Ágil'. */
  'aria-label'?: string;
}

/** The certificate mark: a document with folded corner, text lines and a gold seal with a check. */
function LogoMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.markBackground} width="32" height="32" rx="8" />
      <path
        className={styles.markPaper}
        d="M9.5 5.5h8.6l5.4 5.4V24a1.5 1.5 0 0 1-1.5 1.5H9.5A1.5 1.5 0 0 1 8 24V7a1.5 1.5 0 0 1 1.5-1.5Z"
      />
      <path className={styles.markFold} d="M18.1 5.5v4.4a1 1 0 0 0 1 1h4.4Z" />
      <rect className={styles.markLine} x="10.8" y="12.6" width="9" height="1.8" rx="0.9" />
      <rect className={styles.markLine} x="10.8" y="16.4" width="5.8" height="1.8" rx="0.9" />
      <circle className={styles.markSeal} cx="22" cy="23" r="5.2" strokeWidth="1.4" />
      <path
        className={styles.markCheck}
        d="m19.7 23.1 1.6 1.6 3-3.1"
        fill="none"
        strokeWidth="1.8"
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
