import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { CliAnswer } from '../staff/cli-commands';

// The staff CLI's side of the API's staff channel (staff-channel.ts), and where both find it. The channel is a Unix
// socket under DATA_DIR, never a TCP port: only a process of the service's own user on the same machine can open
// it (its folder is 0700), and the token beside it (0600) proves that process read DATA_DIR as the service does.

/** The longest Unix socket path Linux takes (108 bytes with its terminating NUL; macOS takes 103). */
export const MAX_SOCKET_PATH_BYTES = 107;

export interface StaffChannelFiles {
  dir: string;
  socket: string;
  token: string;
}

/** The channel's files under `dataDir`, or null when the socket's path would be too long to listen on. */
export function staffChannelFiles(dataDir: string): StaffChannelFiles | null {
  const dir = path.join(dataDir, 'run');
  const socket = path.join(dir, 'staff.sock');
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH_BYTES) return null;
  return { dir, socket, token: path.join(dir, 'staff.token') };
}

export const STAFF_CHANNEL_ROUTE = '/run';

/** How long the CLI waits for the command's answer (an invitation sends its email first; SMTP may be slow). */
const ANSWER_TIMEOUT_MS = 120_000;

/** Nobody answers on the channel: no product there, one that does not serve it, or a stale socket. */
export class StaffChannelUnavailable extends Error {}

/** The product took the command but did not answer it: it may have run (exit 1, not 2). */
export class StaffChannelFailed extends Error {}

/** Sends `argv` to the running API's staff channel and returns its answer. */
export async function askStaffChannel(files: StaffChannelFiles, argv: string[]): Promise<CliAnswer> {
  let token: string;
  try {
    token = fs.readFileSync(files.token, 'utf8').trim();
  } catch (err) {
    throw new StaffChannelUnavailable(`no token at ${files.token} (${(err as NodeJS.ErrnoException).code})`);
  }
  const body = JSON.stringify({ argv });
  return new Promise((resolve, reject) => {
    let sent = false;
    const request = http.request(
      {
        socketPath: files.socket,
        path: STAFF_CHANNEL_ROUTE,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (err) => reject(new StaffChannelFailed(err.message)));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 401)
            return reject(new StaffChannelUnavailable('the channel refused this token'));
          try {
            const parsed = JSON.parse(text) as Partial<CliAnswer> & { details?: { error?: string } };
            if (response.statusCode === 200 && typeof parsed.code === 'number')
              return resolve({ code: parsed.code, stdout: parsed.stdout ?? '', stderr: parsed.stderr ?? '' });
            reject(new StaffChannelFailed(parsed.details?.error ?? `HTTP ${response.statusCode}`));
          } catch {
            reject(new StaffChannelFailed(`HTTP ${response.statusCode}`));
          }
        });
      },
    );
    request.on('socket', (socket) => socket.on('connect', () => (sent = true)));
    request.on('timeout', () =>
      request.destroy(new StaffChannelFailed(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (err) => {
      if (err instanceof StaffChannelFailed) return reject(err);
      // Before the connection (no socket, a stale one, another user's): nothing ran.
      if (!sent) return reject(new StaffChannelUnavailable(`${files.socket}: ${err.message}`));
      reject(new StaffChannelFailed(err.message));
    });
    request.end(body);
  });
}
