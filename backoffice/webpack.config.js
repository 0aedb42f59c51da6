/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
const { createConfig } = require('../webpack/create-config');

// The back office: a second federation host; its case page loads each remote's ./review at run time.
module.exports = createConfig({
  name: 'backoffice',
  dir: __dirname,
  port: 3007,
  isHost: true,
  page: {
    title: 'Onboarding back office',
    meta: { name: 'robots', content: 'noindex' },
    noscript: 'The back office needs JavaScript to run.',
  },
});
