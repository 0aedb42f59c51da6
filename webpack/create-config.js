/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
// One webpack configuration for the shell and the four remotes, so that every app shares the same build rules and,
// above all, the same federation share map (a mismatch there is what loads a second React or a second jotai store).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// webpack's own minimizer plugin (a dependency of webpack 5.111), given swc in place of terser.
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, sharedVersions } = require('./shared-modules');
const { PrerenderIntoPage, prerenderConfig, PRERENDER_NAME } = require('./prerender');
const webpack = require('webpack');

const ROOT = path.resolve(__dirname, '..');
// webpack resolves the workspace symlink (node_modules/@onboarding/shared → shared/), so the loader rules must name
// the real folder or the shared package's TypeScript would reach the browser untranspiled.
const SHARED_SRC = path.join(fs.realpathSync(path.join(ROOT, 'shared')), 'src');

// react-router's package exports only its development build (the same code with its development warnings on); its
// production build, shipped beside it, leaves those warnings and their messages out of the page.
const REACT_ROUTER_DIST = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};

// A remote's dist holds two builds, written at the same time: the container at its root and the standalone page in
// standalone/ (its index.html excepted: at the root, the page of every route). webpack does not rewrite a file whose
// content is unchanged, which keeps its old date, so each build cleans only its own files: when each cleaned the
// other's by age, one removed the other's unchanged remoteEntry.js and shared chunks just after it had kept them.
const STANDALONE_DIR = 'standalone';
const STANDALONE_PAGE = 'index.html';

/** Whether a path of a remote's dist (relative to it; a .gz/.br twin too) is the standalone build's. */
function isStandaloneFile(asset) {
  const file = asset.replace(/\.(gz|br)$/, '');
  return file === STANDALONE_PAGE || file === STANDALONE_DIR || file.startsWith(`${STANDALONE_DIR}/`);
}

function writtenWithin(file, ms) {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

/** Federation names double as the global the remote entry assigns to, so keep them identifier-safe and unique. */
function federationName(name) {
  if (!/^[a-z][a-z0-9_]*$/.test(name))
    throw new Error(`createConfig: app name "${name}" must be a lower-case identifier`);
  return name;
}

function swcRule(production, include, { test, tsx }) {
  return {
    test,
    include,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          // .ts files are parsed without JSX, so `<T>(x: T) => x` stays a generic arrow function.
          parser: { syntax: 'typescript', tsx },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
        sourceMaps: true,
      },
    },
  };
}

function cssRules(production, extract = production) {
  const extractOrInject = extract ? MiniCssExtractPlugin.loader : 'style-loader';
  return [
    {
      test: /\.module\.css$/,
      use: [
        extractOrInject,
        {
          loader: 'css-loader',
          options: {
            // Default import (`import styles from './x.module.css'`), as types/assets.d.ts declares.
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
            },
            importLoaders: 0,
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [extractOrInject, 'css-loader'],
    },
  ];
}

/** The loaders of every app's build (the prerender's too, so its class names and asset URLs are the browser's). */
function loaderRules(dir, production, extract = production) {
  return [
    swcRule(production, [path.join(dir, 'src'), SHARED_SRC], { test: /\.[cm]?tsx$/, tsx: true }),
    swcRule(production, [path.join(dir, 'src'), SHARED_SRC], { test: /\.[cm]?ts$/, tsx: false }),
    ...cssRules(production, extract),
    {
      test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/i,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4096 } },
    },
  ];
}

/**
 * @param {object} options
 * @param {string} options.name      app name: shell, eligibility, documents, transactions, accounting
 * @param {string} options.dir       the app's folder (its webpack.config.js __dirname)
 * @param {number} options.port      default port of the app when served on its own (PORT + n, see CONTRIBUTING.md)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes: './routes' (the applicant's screens) and
 *   './review' (the reviewer's panel of its step), each reachable only from its own entry
 * @param {boolean} [options.isHost] the shell: emits index.html and exposes nothing
 * @param {{ title: string, meta: { name: string, content: string }, noscript: string }} [options.page] a host's page
 *   (host.html): its title, its own meta tag, and what it says without JavaScript
 * @param {string} [options.prerender] a host's module to render its first page at build time (webpack/prerender.js)
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} the app's
 *   configuration; with `prerender`, a pair of them (the prerender's first) that webpack builds as one
 */
function createConfig({ name, dir, port, exposes, isHost = false, prerender, page }) {
  const mfName = federationName(name);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!isHost && !exposes?.['./routes'])
    throw new Error(`createConfig: remote "${name}" must expose './routes'`);

  const isProduction = (argv = {}) => (argv.mode || process.env.NODE_ENV || 'production') === 'production';
  // A remote's container. The hosts (the shell, the back office) have no federation plugin: their first pages need
  // no remote, so they start the runtime themselves when a route first needs one, providing what they already run
  // (@onboarding/shared/federation/runtime.ts); the federation runtime is not on their first page.
  const federation = () =>
    new ModuleFederationPlugin({
      name: mfName,
      filename: 'remoteEntry.js',
      exposes,
      manifest: { fileName: 'mf-manifest.json' },
      shared: sharedModules(pkg),
      // A remote that is down must not stall the others: use what is already loaded, never wait for all.
      shareStrategy: 'loaded-first',
      // Remote types come from the shared package and react-router's RouteObject; generating DTS archives
      // would add a TypeScript compile per build for nothing the shell reads.
      dts: false,
      experiments: {
        // Browser-only runtime: the minifier drops the runtime's Node loading paths.
        optimization: { target: 'web' },
        // One federation runtime on the page, the host's: a remote's entry takes it from the page
        // (`_FEDERATION_RUNTIME_CORE`, which the host sets) instead of bringing its own (≈ 16 KiB gzipped). The
        // hosts are built from this same checkout, hence the same runtime version.
        externalRuntime: true,
      },
    });

  // standalone: a remote's own page, for working on it alone (its bootstrap.tsx), which the shell never loads. It is a
  // build of its own without federation, because the remote's entry has no federation runtime of its own: it runs on
  // its host's (`externalRuntime` above), and a page without a host has none to run on.
  const browser = (argv = {}, standalone = false) => {
    const production = isProduction(argv);
    const hashed = production ? '.[contenthash:10]' : '';
    const dist = path.join(dir, 'dist');
    const outputPath = standalone ? path.join(dist, STANDALONE_DIR) : dist;
    // The container's build leaves the standalone page's files to that build's own cleaning.
    const othersFile = isHost || standalone ? () => false : isStandaloneFile;

    return {
      name: standalone ? `${name}-standalone` : name,
      // The prerender is built first: writing index.html runs it.
      ...(prerender ? { dependencies: [`${name}-${PRERENDER_NAME}`] } : {}),
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'web',
      // A remote's build emits its container (remoteEntry.js, the plugin's entry) and no page.
      entry: isHost || standalone ? { main: path.join(dir, 'src/index.ts') } : {},
      // Production maps are written beside dist (SourceMapDevToolPlugin below), never into it: nothing serves them
      // and the bundles name none, yet ops keep them for reading a stack trace from the field.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The remotes' chunks are fetched from whatever origin served their remoteEntry.js (the standalone page's
        // from its main.js's folder).
        publicPath: 'auto',
        uniqueName: `onboarding_${mfName}${standalone ? '_standalone' : ''}`,
        // Entry files keep plain names: the federation runtime resolves its own chunk's file name while webpack
        // 5.111 hashes modules, before [contenthash] exists (module-federation/core#5077). They are revalidated on
        // each load instead (and index.html asks for main.js?<build hash>); every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${production ? '.[contenthash:10]' : ''}[ext]`,
        // Another server may still be serving the previous build (several people run the product from one
        // checkout): files of earlier builds are removed only once they are older than ten minutes.
        clean: {
          keep: (asset) => othersFile(asset) || writtenWithin(path.join(outputPath, asset), 10 * 60 * 1000),
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: production ? REACT_ROUTER_PRODUCTION : {},
      },
      module: { rules: loaderRules(dir, production) },
      optimization: {
        // One runtime per app; a separate runtime chunk breaks the remote entry.
        runtimeChunk: false,
        // Initial chunks stay whole; only lazy code is split, so a remote entry is one request.
        splitChunks: { chunks: 'async' },
        // swc minifies about ten times faster than terser for a few hundred bytes more per app.
        minimizer: [
          new MinimizerPlugin({
            minify: {
              implementation: MinimizerPlugin.swcMinify,
              options: { compress: { passes: 2 }, mangle: true },
            },
          }),
        ],
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      plugins: [
        ...(isHost
          ? [new webpack.DefinePlugin({ __FEDERATION_SHARED__: JSON.stringify(sharedVersions(pkg)) })]
          : standalone
            ? []
            : [federation()]),
        ...(production
          ? [
              new webpack.SourceMapDevToolPlugin({
                // Relative to output.path: <app>/dist-sourcemaps, the standalone page's in its own folder there.
                filename: standalone
                  ? `../../dist-sourcemaps/${STANDALONE_DIR}/[file].map`
                  : '../dist-sourcemaps/[file].map',
                append: false,
              }),
              new MiniCssExtractPlugin({
                filename: `[name]${hashed}.css`,
                chunkFilename: `[name]${hashed}.css`,
              }),
            ]
          : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                // One page for both hosts; `page` gives each its title, meta tags and no-script text.
                template: path.join(__dirname, 'host.html'),
                page,
                // publicPath 'auto' would make deep links (/subscriptions/file) load main.js relatively.
                publicPath: '/',
                scriptLoading: 'defer',
                inject: 'head',
                hash: production,
                favicon: fs.existsSync(path.join(dir, 'public/favicon.svg'))
                  ? path.join(dir, 'public/favicon.svg')
                  : undefined,
              }),
            ]
          : standalone
            ? [
                new HtmlWebpackPlugin({
                  template: path.join(__dirname, 'standalone.html'),
                  title: `Onboarding: ${name} (standalone)`,
                  // At the root of dist (the page of every route), its scripts in standalone/.
                  filename: `../${STANDALONE_PAGE}`,
                  chunks: ['main'],
                  publicPath: `/${STANDALONE_DIR}/`,
                  scriptLoading: 'defer',
                  inject: 'head',
                }),
              ]
            : []),
        ...(prerender ? [new PrerenderIntoPage(dir)] : []),
      ],
      devServer: {
        port,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
  if (!isHost) return [(_env, argv) => browser(argv), (_env, argv) => browser(argv, true)];
  if (!prerender) return (_env, argv) => browser(argv);
  // Two builds, the prerender's first (the browser build's `dependencies`).
  return [
    (_env, argv = {}) =>
      prerenderConfig(
        { name, dir, entry: prerender, rules: (p) => loaderRules(dir, p, true) },
        isProduction(argv),
      ),
    (_env, argv) => browser(argv),
  ];
}

module.exports = { createConfig, SHARED_SRC };
