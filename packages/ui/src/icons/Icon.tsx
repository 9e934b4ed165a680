import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Largura e altura; `1em` por padrão, para o ícone acompanhar o tamanho da fonte em volta. */
  size?: number | string;
  /**
   * Nome acessível. Omita em ícones decorativos (o padrão: escondidos das tecnologias assistivas, já que o
   * botão ou link em volta do ícone dá o nome).
   */
  title?: string;
  /** Esconde o ícone dos leitores de tela quando é decorativo (o padrão sem `aria-label`). */
  'aria-hidden'?: boolean | 'true' | 'false';
  /** Nome do ícone quando ele sozinho transmite informação. */
  'aria-label'?: string;
  /** Preenchimento das formas (`none` por padrão: os ícones são de traço). */
  fill?: string;
  /** Espessura do traço (2 por padrão). */
  strokeWidth?: string | number;
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
  /** As formas do ícone (`<path>`, `<circle>`…), desenhadas numa caixa de 24×24. */
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
