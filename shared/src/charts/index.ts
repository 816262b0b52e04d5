// Charts drawn by hand in SVG (issue 27 point 3): the glucose charts are a few paths and labels, so
// no chart library (victory and its lodash were 63 KiB gzip of the patient's home).
export { hourLabel, dayScales, linePath, runs, agpPaths } from './plot';
export type { AgpProps, Frame } from './plot';
export { Axes } from './Axes';
