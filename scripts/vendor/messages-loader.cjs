// Message catalogues (`*/lang/*.json`) reach the browser already parsed into formatjs's AST, so the
// ICU message parser (≈ 10 KiB gzip, on every page) is not shipped: webpack aliases it to its
// no-parser build (scripts/webpack.base.cjs). A message that does not parse fails the build here,
// with its id, instead of at run time on someone's screen. Jest reads the JSON as text, as before.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`, {
        cause: error,
      });
    }
  }
  return `module.exports = ${JSON.stringify(compiled)};`;
};
