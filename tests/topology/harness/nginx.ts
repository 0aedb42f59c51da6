import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, spawnManaged, type Managed } from './processes';

// Debian's nginx, run as the current user in the foreground, with the very files docker-compose gives the nginx
// image: deploy/gateway/default.conf.template (filled the way the image's envsubst fills it) and
// deploy/remote/default.conf (only `listen` and `root` changed). Each instance lives in its own folder: pid file,
// logs and temp paths, nothing under /var or /etc is written.

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const GATEWAY_TEMPLATE = path.join(ROOT, 'deploy/gateway/default.conf.template');
export const REMOTE_CONF = path.join(ROOT, 'deploy/remote/default.conf');
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((f) => fs.existsSync(f));

/**
 * What the nginx image does with a template: every `${NAME}` / `$NAME` whose NAME is defined is replaced, everything
 * else (nginx's own $variables) stays. Unlike envsubst, a `${NAME}` left without a value is an error here, so a
 * variable added to the template without a value in docker-compose.yml and the test fails loudly.
 */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  const out = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}|\$([A-Z][A-Z0-9_]*)/g, (all, braced, bare) => {
    const name = (braced ?? bare) as string;
    return Object.hasOwn(vars, name) ? vars[name] : all;
  });
  const missing = [...out.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]);
  if (missing.length)
    throw new Error(`no value for ${[...new Set(missing)].join(', ')} in the nginx template`);
  return out;
}

/** The variables of deploy/gateway/default.conf.template, as docker-compose.yml names them. */
export interface GatewayVars {
  GATEWAY_PORT: string;
  NGINX_RESOLVER: string;
  API_UPSTREAM_SERVERS: string;
  INTEGRATION_UPSTREAM: string;
  SHELL_UPSTREAM: string;
  BACKOFFICE_UPSTREAM: string;
  BACKOFFICE_HOST: string;
  STORAGE_UPSTREAM: string;
  REMOTE_ELIGIBILITY_UPSTREAM: string;
  REMOTE_DOCUMENTS_UPSTREAM: string;
  REMOTE_TRANSACTIONS_UPSTREAM: string;
  REMOTE_ACCOUNTING_UPSTREAM: string;
  REMOTE_DASHBOARD_UPSTREAM: string;
}

/** The remote's conf for one instance: `listen` on 127.0.0.1:port, `root` the build folder; the rest untouched. */
export function renderRemoteConf(conf: string, { port, root }: { port: number; root: string }): string {
  const replaceOnce = (text: string, pattern: RegExp, value: string) => {
    const matches = text.match(new RegExp(pattern.source, 'gm'));
    if (matches?.length !== 1) throw new Error(`deploy/remote/default.conf: expected one ${pattern} line`);
    return text.replace(new RegExp(pattern.source, 'm'), value);
  };
  let out = replaceOnce(conf, /^(\s*)listen\s+8080\s*;/, `$1listen 127.0.0.1:${port};`);
  out = replaceOnce(out, /^(\s*)root\s+\/usr\/share\/nginx\/html\s*;/, `$1root ${root};`);
  return out;
}

/** The main file the nginx image ships, with every path inside `prefix`. */
function mainConf(prefix: string): string {
  const temp = (name: string) => path.join(prefix, 'temp', name);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(temp(name), { recursive: true });
  // As root, nginx would hand its workers to "nobody", who cannot read a private temp folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `${user}worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr notice;
events { worker_connections 1024; }
http {
  ${MIME_TYPES ? `include ${MIME_TYPES};` : 'types { text/html html; application/javascript js; application/json json; text/css css; }'}
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${path.join(prefix, 'conf.d')}/*.conf;
}
`;
}

export interface NginxInstance {
  name: string;
  prefix: string;
  process: Managed;
  /** Replaces the site file and asks the running master to reload it (`nginx -s reload`); throws if it is invalid. */
  reload(site: string): void;
  stop(): Promise<void>;
}

function nginxArgs(prefix: string) {
  // -e: where nginx reports before it has read the configuration (its compiled-in /var/log path is not ours).
  return ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'];
}

function writeSite(prefix: string, site: string) {
  fs.mkdirSync(path.join(prefix, 'conf.d'), { recursive: true });
  fs.writeFileSync(path.join(prefix, 'conf.d', 'default.conf'), site);
}

/** Checks the configuration (`nginx -t`), then starts nginx in the foreground with `site` as its only server. */
export function startNginx(name: string, prefix: string, site: string, logDir: string): NginxInstance {
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConf(prefix));
  writeSite(prefix, site);
  checkConf(prefix);
  const process_ = spawnManaged(name, NGINX_BIN, [...nginxArgs(prefix), '-g', 'daemon off;'], { logDir });
  return {
    name,
    prefix,
    process: process_,
    reload: (nextSite) => reloadNginx(prefix, nextSite),
    // SIGQUIT: graceful, the workers finish what they serve; the master is killed after the grace period otherwise.
    stop: () => process_.stop({ signal: 'SIGQUIT', graceMs: 10_000 }),
  };
}

/**
 * Replaces the site file of the nginx running in `prefix` and asks its master to reload (`nginx -s reload`): new
 * workers take the new file, the old ones finish what they serve. An invalid file is put back and reported.
 */
export function reloadNginx(prefix: string, site: string): void {
  const previous = fs.readFileSync(path.join(prefix, 'conf.d', 'default.conf'), 'utf8');
  writeSite(prefix, site);
  try {
    checkConf(prefix);
  } catch (err) {
    writeSite(prefix, previous);
    throw err;
  }
  execFileSync(NGINX_BIN, [...nginxArgs(prefix), '-s', 'reload'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 10_000,
  });
}

function checkConf(prefix: string) {
  try {
    execFileSync(NGINX_BIN, [...nginxArgs(prefix), '-t', '-q'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 10_000,
    });
  } catch (err) {
    const e = err as { stderr?: Buffer; message: string };
    throw new Error(
      `nginx -t refused the configuration in ${prefix}:\n${e.stderr?.toString() || e.message}`,
      {
        cause: err,
      },
    );
  }
}
