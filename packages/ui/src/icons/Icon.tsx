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
 * The frame of every icon: 24×24 viewBox, 2px round strokes in `currentColor`. An icon is a
 * component that renders its paths inside `Icon`:
 *
 * `export const PlusIcon = (props: IconProps) => <Icon {...props}><path d="M12 5v14M5 12h14" /></Icon>;`
 */
export function Icon({
  size = '1em',
  title,
  children,
  ...props
}: IconProps & {
  /** The icon's shapes (`<path>`, `<circle>`…), drawn in a 24×24 box. */
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; named ones render <title>
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
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
