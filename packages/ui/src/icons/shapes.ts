import type { IconShape } from '../utils/dom';

/**
 * The shapes of the icons that also have a DOM twin (`iconElement`), drawn by the React icon and by the twin
 * from this one list.
 */
export const iconShapes = {
  check: [{ tag: 'path', attributes: { d: 'M20 6 9 17l-5-5' } }],
  alertCircle: [
    { tag: 'circle', attributes: { cx: 12, cy: 12, r: 9 } },
    { tag: 'path', attributes: { d: 'M12 8v4M12 16h.01' } },
  ],
} as const satisfies Record<string, readonly IconShape[]>;

export type IconShapeName = keyof typeof iconShapes;
