module.exports = (_env, argv) => require('../scripts/webpack.base.cjs').shell(__dirname, argv.mode);
