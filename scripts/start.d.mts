// The part of scripts/start.mjs that TypeScript callers use (tests/bench/check-user.bench.ts).
export function plan(env?: NodeJS.ProcessEnv): {
  port: number;
  env: NodeJS.ProcessEnv;
  /** Every port the product's one process listens on. */
  services: { name: string; port: number }[];
  /** The Node arguments that start the product's one process (scripts/lib/embedded-stack.mjs). */
  args: string[];
};
