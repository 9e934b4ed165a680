import type { LogoProps } from './Logo';
import { accentRecipe, logoRecipe } from './Logo.css';

/**
 * The DOM twin of `<Logo tone>`: switches a logo rendered without a `className` (HTML never hydrated, as on
 * the landing page's header) to the other tone in place.
 */
export function setLogoTone(
  logo: HTMLElement,
  tone: NonNullable<LogoProps['tone']>,
  size: NonNullable<LogoProps['size']> = 'md',
): void {
  logo.className = logoRecipe({ tone, size });
  const accent = logo.querySelector(':scope > span > span');
  if (accent) accent.className = accentRecipe({ tone });
}
