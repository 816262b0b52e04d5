// `victory-vendor/d3-shape` for the portal's bundles (issue 27 point 3). victory-core and victory-area
// read it as a namespace and pick the curve by name (`d3Shape['curve' + interpolation]`), so webpack
// keeps all of d3-shape (arcs, pies, stacks, symbols, every curve). The glucose charts draw lines and
// areas with victory's default interpolation ("linear"); this facade offers those, the polar variants
// victory names directly; any other curve name finds nothing here and the chart fails to draw —
// add the curve when a chart needs it.
export { area, curveLinear, curveLinearClosed, line, lineRadial, radialArea } from 'd3-shape';
