import { style } from '@vanilla-extract/css';

// Lays its children out as if it were not there (flex rows, grid cells, field stacks).
export const host = style({ display: 'contents' });
