const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/**
 * RTK Query loads with the signed-in shell. The toolkit's core and immer are one module each, in
 * the /login chunk, and would keep there every export RTK Query uses (createAsyncThunk, immer's
 * patches: ~3 KB gzip). So RTK Query, and the core it imports, get their own copies — other
 * files of the same packages — in the shell's chunks (bundle budget, docs/conventions.md §14).
 */
const RTK_DIST = path.join(path.dirname(require.resolve('@reduxjs/toolkit/package.json')), 'dist');
const QUERY_CORE = path.join(RTK_DIST, 'redux-toolkit.browser.mjs');
const QUERY_IMMER = path.join(path.dirname(require.resolve('immer/package.json')), 'dist', 'immer.production.mjs');
const QUERY_DIST = `${path.sep}@reduxjs${path.sep}toolkit${path.sep}dist${path.sep}query`;
const ownCopiesForQuery = new webpack.NormalModuleReplacementPlugin(/^(@reduxjs\/toolkit|immer)$/, (resource) => {
  const fromQuery = resource.context.includes(QUERY_DIST);
  if (resource.request === '@reduxjs/toolkit' && fromQuery) resource.request = QUERY_CORE;
  if (resource.request === 'immer' && (fromQuery || resource.contextInfo.issuer === QUERY_CORE)) resource.request = QUERY_IMMER;
});
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { appVersion } = require('./scripts/app-version');
const { ChunkGraphPlugin } = require('./scripts/chunk-graph');
const { bundleTranslations, localeFiles } = require('./scripts/i18n-bundle');

/** The base stylesheet, inlined into index.html: the first paint needs no extra request. */
const APP_CSS = path.join(__dirname, 'src/ui/app.css');

/** Emits assets/i18n/{lang}.json and version.json (read by the server's version check); watches app.css. */
class GeneratedAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('GeneratedAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'GeneratedAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of localeFiles()) compilation.fileDependencies.add(file);
        compilation.fileDependencies.add(APP_CSS);
        for (const [lang, strings] of Object.entries(bundleTranslations())) {
          compilation.emitAsset(`assets/i18n/${lang}.json`, new webpack.sources.RawSource(JSON.stringify(strings)));
        }
        compilation.emitAsset('version.json', new webpack.sources.RawSource(JSON.stringify({ version: appVersion() })));
      });
    });
  }
}

/**
 * dist/sw.js with the precache manifest: the app shell, chunks, translations and icons — not
 * source maps, nor version.json (it announces new versions, so it must never come from a cache).
 * Only production builds get a worker; the dev server's rebuilds would fight its cache.
 */
function serviceWorkerPlugin() {
  return new InjectManifest({
    swSrc: './src/features/chrome/sw/serviceWorker.ts',
    swDest: 'sw.js',
    exclude: [/\.map$/, /^version\.json$/, /LICENSE/i],
    // Chunk names carry a content hash already; the rest get a revision from their content.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
}

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  // React Fast Refresh under the dev server only: an edit re-renders in place, state kept.
  const fastRefresh = !production && Boolean(env && env.WEBPACK_SERVE);
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      // An area's page is loaded by its registry id (src/app/routes/areaRoutes.tsx), which names
      // its chunk after the file, "home-index-tsx"; the file is named after the area, "home".
      chunkFilename: (pathData) => {
        const name = pathData.chunk?.name ? pathData.chunk.name.replace(/-index-tsx$/, '') : '[id]';
        return production ? `static/js/${name}.[contenthash:10].js` : `static/js/${name}.js`;
      },
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
      // Source maps stay out of the served folder (build/sourcemaps/): production serves none.
      sourceMapFilename: '../build/sourcemaps/[file].map',
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              // .swcrc is for jest (CommonJS); the bundle keeps ES modules so unused code is dropped.
              swcrc: false,
              module: { type: 'es6' },
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: fastRefresh } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
        // The captcha's stylesheet as text: the page inserts it with its CSP nonce (src/features/session/captcha).
        { test: /[\\/]altcha[\\/].*\.css$/, type: 'asset/source' },
        // A feature's index.ts only re-exports its public surface. Marked free of side effects,
        // an import of one export no longer drags in the rest, so the signed-in shell's pieces
        // (sidebar, dialogs) stay in its lazy chunk instead of the entry that /login downloads.
        { test: /[\\/]src[\\/](features[\\/])?[^\\/]+[\\/]index\.ts$/, sideEffects: false },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ APP_VERSION: JSON.stringify(appVersion()) }),
      ownCopiesForQuery,
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        // Read and rendered on every compilation, so the dev server picks up edits of app.css.
        templateParameters: () => ({ appCss: fs.readFileSync(APP_CSS, 'utf8') }),
        cache: false,
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      new GeneratedAssetsPlugin(),
      ...(production ? [serviceWorkerPlugin(), new ChunkGraphPlugin(path.resolve(__dirname, 'dist'))] : []),
      ...(fastRefresh ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
    ],
    optimization: {
      // Terser reads the bundle as ES2020 (what swc targets) and may assume getters are pure:
      // our code and the libraries' read properties without side effects (bundle budgets).
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
      },
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [
        {
          context: ['/oauth', '/rest', '/app-config.json', '/captcha', '/docs'],
          target: `http://127.0.0.1:${process.env.PORT ?? 8080}`,
        },
      ],
    },
  };
};
