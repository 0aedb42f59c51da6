/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: webpack-cli loads plain-JS configs with require */
const { createConfig } = require('../webpack/create-config');

const path = require('node:path');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
  page: {
    title: 'Onboarding',
    meta: { name: 'description', content: 'Apply for shariah-compliant financing for your business.' },
    noscript: 'Onboarding needs JavaScript to run.',
  },
  // The welcome page, prerendered at build time (shell/src/prerender).
  prerender: path.join(__dirname, 'src/prerender/render.tsx'),
});
