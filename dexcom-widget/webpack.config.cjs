module.exports = (_env, argv) =>
  // The embeddable connect widget: one plain script, no React, no federation (issue 9 point 7).
  require('../scripts/webpack.base.cjs').widget(__dirname, argv.mode);
