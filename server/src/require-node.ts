// Imported first by every server entry: the images pin their Node, but a server started by hand on an older one would
// answer requests and then fail deep inside (crypto.argon2 exists from Node 24). scripts/lib/require-node.mjs does
// the same for the commands, from .nvmrc; a test keeps the two in step.
export const REQUIRED_NODE = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_NODE) {
  console.error(
    `Onboarding needs Node ${REQUIRED_NODE} or later (found ${process.versions.node}); see .nvmrc`,
  );
  process.exit(1);
}
