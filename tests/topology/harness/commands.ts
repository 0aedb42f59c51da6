// The commands that build and start each service, as the images run them (server/Dockerfile, shell/Dockerfile,
// remotes/Dockerfile, docker-compose.yml's `command:`). The harness runs exactly these, and tests/deploy/images.test.ts
// fails when a Dockerfile or the compose file runs anything else: the topology suite tests what ops deploy.

/** `node` arguments, run from the repository root (the images' WORKDIR /app). */
export const COMMANDS = {
  buildServer: ['scripts/build-server.mjs'],
  /** One app per image; the harness passes all five at once to the same script. */
  buildApps: (...apps: string[]) => ['scripts/build.mjs', ...apps],
  api: ['--enable-source-maps', 'server/dist/main.js'],
  integration: ['--enable-source-maps', 'server/dist/integration/main.js'],
  shell: ['shell/server.mjs'],
  backoffice: ['backoffice/server.mjs'],
} as const;
