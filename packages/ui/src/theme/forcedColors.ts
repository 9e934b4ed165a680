import { type GlobalStyleRule, globalStyle } from '@vanilla-extract/css';
import { media } from './media';

/**
 * Styles for forced colours (Windows high contrast): `forcedColors(selector, rule)` in a component's `*.css.ts`
 * adds `rule` under `@media (forced-colors: active)`. In that mode the browser replaces every colour with the
 * user's few system colours and drops backgrounds and shadows, so whatever the system shows with a fill or a
 * shadow alone (a checked box, a switch, a selected item, a progress fill, a badge's outline) is given a system
 * colour here: `Highlight`/`HighlightText` for selection and progress, `ButtonText`/`ButtonBorder` for control
 * outlines, `CanvasText` for shapes, `GrayText` for disabled. Where the component paints its own state it opts
 * out of the forcing with `forced-color-adjust: none` and then uses system colours only. Call it from a
 * `*.css.ts` file (it registers a global style in that file's scope).
 */
export function forcedColors(selector: string, rule: GlobalStyleRule): void {
  globalStyle(selector, { '@media': { [media.forcedColors]: rule } });
}
