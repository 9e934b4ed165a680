import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; defaults to `1em` so the icon follows the surrounding font size. */
  size?: number | string;
  /**
   * Accessible name. Omit it for decorative icons (the default: hidden from assistive technology,
   * as the button or link around the icon carries the name).
   */
  title?: string;
}

/**
 * Builds a 24×24 stroke icon that inherits `currentColor`. Add new icons with this helper so that
 * they all share size, stroke and accessibility behaviour.
 */
export function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ size = '1em', title, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
