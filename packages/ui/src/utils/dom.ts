/**
 * A few DOM helpers for the framework-free twins of components (`planCardElement`, `enhanceThemeToggle`…),
 * which the landing page uses to stay without React: markup built here must match what the React component
 * renders, so the shared stylesheets give the same look.
 */

type Child = Node | string | null | undefined | false;

/** `document.createElement` with attributes (`null`/`undefined`/`false` ones are left out) and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean | null | undefined>,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? 'true' : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** Joins class names, skipping empty ones (as `cx`, without its React Aria helper). */
export const classes = (...names: Array<string | false | null | undefined>) =>
  names.filter(Boolean).join(' ');

const SVG = 'http://www.w3.org/2000/svg';

/** One shape of an icon, as its SVG tag and attributes (`{ tag: 'path', attributes: { d } }`). */
export interface IconShape {
  tag: 'path' | 'circle';
  attributes: Readonly<Record<string, string | number>>;
}

/**
 * A decorative icon as `Icon` renders it (24×24 viewBox, round 2px strokes in `currentColor`, hidden from
 * assistive technology), drawn from its shapes.
 */
export function svgIcon(shapes: readonly IconShape[], className?: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    xmlns: SVG,
    width: '1em',
    height: '1em',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    focusable: 'false',
    'aria-hidden': 'true',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  if (className) svg.setAttribute('class', className);
  for (const shape of shapes) {
    const node = document.createElementNS(SVG, shape.tag);
    for (const [name, value] of Object.entries(shape.attributes)) node.setAttribute(name, String(value));
    svg.append(node);
  }
  return svg;
}
