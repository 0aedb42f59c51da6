/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
const { createConfig } = require('../../webpack/create-config');

module.exports = createConfig({
  name: 'eligibility',
  dir: __dirname,
  port: 3001,
  exposes: { './routes': './src/routes.tsx', './review': './src/review/ReviewPanel.tsx' },
});
