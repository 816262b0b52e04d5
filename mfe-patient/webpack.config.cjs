module.exports = (_env, argv) =>
  require('../scripts/webpack.base.cjs').remote(__dirname, { name: 'mfe_patient' }, argv.mode);
