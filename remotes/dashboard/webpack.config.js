/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
const { createConfig } = require('../../webpack/create-config');

// The applicant's dashboard. PORT+8: +5 to +7 are the API, the integration service and the back office.
module.exports = createConfig({
  name: 'dashboard',
  dir: __dirname,
  port: 3008,
  exposes: { './routes': './src/routes.tsx' },
});
