const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * `<link rel="preload" as="script">` of the first-screen file in the shell's index.html (and so in every
 * pre-rendered page, built from it): the browser requests it with the page instead of after main.js
 * has run and asked for it (issue 41 point 1). A classic script (webpack's chunk loader), hence
 * `preload as=script`, not `modulepreload`; same origin, so the CSP's `script-src 'self'` covers it.
 */
class FirstScreenPreloadPlugin {
  constructor(chunkName) {
    this.chunkName = chunkName;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenPreloadPlugin', (data) => {
        const chunk = compilation.namedChunks.get(this.chunkName);
        const files = [...(chunk?.files ?? [])].filter((f) => f.endsWith('.js'));
        const publicPath = compilation.outputOptions.publicPath;
        const links = files.map((f) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: publicPath + f,
          }),
        );
        // Before main.js's own tag: the two downloads start together.
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { FirstScreenPreloadPlugin };
