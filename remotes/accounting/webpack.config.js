/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
const { createConfig } = require('../../webpack/create-config');

module.exports = createConfig({
  name: 'accounting',
  dir: __dirname,
  port: 3004,
  exposes: { './routes': './src/routes.tsx', './review': './src/review/ReviewPanel.tsx' },
});
