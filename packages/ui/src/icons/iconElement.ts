import { svgIcon } from '../utils/dom';
import { type IconShapeName, iconShapes } from './shapes';

/** The DOM twin of a decorative icon (`<CheckIcon className=…>`), for markup built without React. */
export function iconElement(name: IconShapeName, className?: string): SVGSVGElement {
  return svgIcon(iconShapes[name], className);
}
