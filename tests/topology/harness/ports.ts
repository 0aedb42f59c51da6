// The topology test's ports: one base (TOPOLOGY_PORT, default 6000) and fixed offsets below +100, all on 127.0.0.1,
// so the suite never collides with `npm start` (3000…) or the end-to-end runs (E2E_PORT, 3100…).

export const REMOTE_NAMES = ['eligibility', 'documents', 'transactions', 'accounting', 'dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const HOST = '127.0.0.1';

export function topologyBase(env: NodeJS.ProcessEnv = process.env): number {
  const base = Number(env.TOPOLOGY_PORT || 6000);
  if (!Number.isInteger(base) || base < 1024 || base > 65535 - 100)
    throw new Error(`TOPOLOGY_PORT must be a port number between 1024 and 65435, got "${env.TOPOLOGY_PORT}"`);
  return base;
}

export interface TopologyPorts {
  /** The only entry point, as in docker-compose. */
  gateway: number;
  shell: number;
  /** The back office's server, behind the gateway's second server block. */
  backoffice: number;
  apiA: number;
  apiB: number;
  integration: number;
  s3: number;
  smtp: number;
  remotes: Record<RemoteName, number>;
  /** Free for the specs' own servers (a remote's next version, a third API instance…): base+50…base+99. */
  spare: (offset: number) => number;
}

export function topologyPorts(base = topologyBase()): TopologyPorts {
  return {
    // Not the base itself: 6000 (X11) is one of the ports browsers and fetch() refuse to connect to.
    gateway: base + 10,
    shell: base + 1,
    backoffice: base + 7,
    apiA: base + 2,
    apiB: base + 3,
    integration: base + 4,
    s3: base + 5,
    smtp: base + 6,
    remotes: {
      eligibility: base + 11,
      documents: base + 12,
      transactions: base + 13,
      accounting: base + 14,
      dashboard: base + 15,
    },
    spare: (offset) => {
      if (!Number.isInteger(offset) || offset < 0 || offset > 49)
        throw new Error(`spare port offset ${offset} is not 0…49`);
      return base + 50 + offset;
    },
  };
}
