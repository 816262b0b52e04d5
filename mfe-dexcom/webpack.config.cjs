module.exports = (_env, argv) =>
  require('../scripts/webpack.base.cjs').remote(
    __dirname,
    // Glucose: status and charts for mfe-patient's home and mfe-doctor's results (design D§4).
    { name: 'mfe_dexcom', exposes: { './Glucose': './src/exposed/Glucose.tsx' } },
    argv.mode,
  );
