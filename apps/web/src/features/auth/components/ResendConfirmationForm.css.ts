import { style } from '@vanilla-extract/css';

/** As wide as the area it is in, labels on the left. */
export const form = style({ width: '100%', textAlign: 'start' });
