// `victory-vendor/d3-scale` for the portal's bundles (issue 27 point 3). victory-core reads it as a
// namespace and picks a scale by name (`d3Scale['scale' + type]`), so webpack keeps every d3 scale —
// time scales bring d3-time and d3-time-format — though the glucose charts plot numbers (minutes of the
// day, mg/dL) on linear scales. This facade offers the scales victory names (linear, log, sqrt) and
// fails loudly for time: a chart plotting dates must add `scaleTime` here.
export { scaleLinear, scaleLog, scaleSqrt } from 'd3-scale';

export function scaleTime() {
  throw new Error(
    'victory time scales are not in this bundle: add scaleTime to scripts/vendor/victory/d3-scale.js',
  );
}
