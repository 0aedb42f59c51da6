const { createConfig } = require('../webpack/create-config');

module.exports = createConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true });
