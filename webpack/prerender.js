/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
// The shell's welcome page prerendered at build time: a second webpack build, for Node, of
// shell/src/prerender/render.tsx, with the same loaders as the browser build (so its CSS modules' class names and its
// assets' URLs are the browser's), built first; then, while the browser build writes index.html, its result goes
// into the page: the layouts' markup into #root, the CSS they need inline in the <head>, and the gate's script as a
// file of its own, loaded before the body.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');

const PRERENDER_NAME = 'prerender';
const OUT_DIR = 'dist-prerender';

/** Packages come from node_modules at run time; the workspace's own TypeScript (and CSS) is built. */
function nodeExternals({ request }, callback) {
  if (/^[a-z@][^:]*$/i.test(request) && !request.startsWith('@onboarding/') && !/\.css$/.test(request))
    return callback(null, `commonjs ${request}`);
  return callback();
}

/**
 * @param {object} options
 * @param {string} options.name the app's name (the browser build's config depends on `${name}-prerender`)
 * @param {string} options.dir the app's folder
 * @param {string} options.entry the module that exports `prerenderWelcome()`
 * @param {(production: boolean) => object[]} options.rules the browser build's loader rules
 * @param {boolean} production
 */
function prerenderConfig({ name, dir, entry, rules }, production) {
  return {
    name: `${name}-${PRERENDER_NAME}`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node',
    entry: { [PRERENDER_NAME]: entry },
    devtool: false,
    output: {
      path: path.join(dir, OUT_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs2' },
      // Absolute: the markup is that of every address (deep links included).
      publicPath: '/',
      // The browser build's names, so an asset's URL is the one that build writes.
      assetModuleFilename: `assets/[name]${production ? '.[contenthash:10]' : ''}[ext]`,
      clean: true,
    },
    externals: [nodeExternals],
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: rules(production).map((rule) =>
        // The browser build writes the assets; this one only needs their URLs.
        rule.type === 'asset' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    // Readable, and the gate's source is minified on its own.
    optimization: { minimize: false, moduleIds: 'named', chunkIds: 'named' },
    performance: { hints: false },
    plugins: [
      // Both modes extract, so that the page's <head> gets the CSS whatever the browser build does with its own.
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Writes the prerender into the browser build's index.html. */
class PrerenderIntoPage {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PrerenderIntoPage', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('PrerenderIntoPage', async (data) => {
        const bundle = path.join(this.dir, OUT_DIR, `${PRERENDER_NAME}.js`);
        delete require.cache[require.resolve(bundle)];
        const { prerenderWelcome } = require(bundle);
        const { root, css, gateScript } = await prerenderWelcome();
        const ownCss = fs.readFileSync(path.join(this.dir, OUT_DIR, `${PRERENDER_NAME}.css`), 'utf8');
        const { minifySync } = require('@swc/core');
        const gate = minifySync(gateScript, { compress: true, mangle: true }).code;
        const hash = webpack.util.createHash('xxhash64').update(gate).digest('hex').slice(0, 10);
        const gateFile = `prerender-gate.${hash}.js`;
        compilation.emitAsset(gateFile, new webpack.sources.RawSource(gate));
        const publicPath = data.plugin.options.publicPath ?? '/';
        if (!data.html.includes('<div id="root"></div>'))
          throw new Error('PrerenderIntoPage: the page has no empty <div id="root"></div>');
        data.html = data.html
          .replace(
            '</head>',
            `<style>${css}${ownCss.replace(/\/\*[^]*?\*\//g, '').replace(/\n+/g, '')}</style>` +
              `<script src="${publicPath}${gateFile}"></script></head>`,
          )
          .replace('<div id="root"></div>', `<div id="root">${root}</div>`);
        return data;
      });
    });
  }
}

module.exports = { prerenderConfig, PrerenderIntoPage, PRERENDER_NAME };
