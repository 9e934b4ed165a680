import { type ButtonHTMLAttributes, useSyncExternalStore } from 'react';
import { MoonIcon } from '../icons';
import { currentColorScheme, setColorScheme, subscribeColorScheme } from '../theme/colorScheme';
import { visuallyHidden } from '../theme/utilities.css';
import { cx } from '../utils';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type' | 'aria-pressed' | 'children'> {
  /**
   * `default` sobre superfícies claras (a barra superior); `inverse` sobre `surfaceInverse` (o rodapé da
   * página inicial).
   */
  tone?: 'default' | 'inverse';
  /**
   * Mostra o rótulo 'Tema escuro' ao lado do ícone; desligado (o padrão), o rótulo é só para leitores de
   * tela.
   */
  showLabel?: boolean;
}

/**
 * The dark theme on/off: a toggle button ('Tema escuro', `aria-pressed`) showing the scheme the page is in,
 * which follows the system until the user presses it; the choice then persists (localStorage, see
 * `setColorScheme`). A plain `<button>` rather than React Aria's ToggleButton, so that its DOM twin
 * `enhanceThemeToggle` can give the same behaviour to its prerendered HTML (the landing page, never hydrated),
 * which shows 'not pressed' until then.
 */
export function ThemeToggle({ tone = 'default', showLabel = false, className, ...props }: ThemeToggleProps) {
  const dark = useSyncExternalStore(
    subscribeColorScheme,
    () => currentColorScheme() === 'dark',
    () => false,
  );
  return (
    <button
      {...props}
      type="button"
      aria-pressed={dark}
      className={cx(styles.toggle({ tone, iconOnly: !showLabel }), className)}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <MoonIcon />
      <span className={showLabel ? undefined : visuallyHidden}>Tema escuro</span>
    </button>
  );
}
