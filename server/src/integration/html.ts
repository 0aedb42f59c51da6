import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../lib/escape-html';

export { escapeHtml };

// Plain, self-contained pages: readable from 320 px up, keyboard focus visible, dark mode respected, no script.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}
main{max-inline-size:32rem;margin:8vh auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.375rem;margin:0 0 .75rem}
ul{padding-inline-start:1.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.5rem}
button,.link{font:inherit;padding:.625rem 1.25rem;border-radius:8px;border:2px solid #0b5cad;cursor:pointer;min-inline-size:7rem;text-align:center;text-decoration:none}
button[value=allow]{background:#0b5cad;color:#fff}
button[value=deny],.link{background:#fff;color:#0b5cad}
button:focus-visible,.link:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.note{color:#4a5560;font-size:.875rem}
@media (prefers-color-scheme:dark){body{background:#111418;color:#e8eaed}main{background:#1b1f24}button[value=deny],.link{background:#1b1f24;color:#8cc4ff;border-color:#8cc4ff}.note{color:#aab4be}}
`;

/** The `response` entry of a status answered with one of these pages. */
export const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** Sends a small HTML page that cannot be framed, runs no script and posts forms only to this origin and the app. */
export function sendPage(
  reply: FastifyReply,
  opts: { status?: number; title: string; body: string; formTargets?: string[] },
): FastifyReply {
  const formAction = ["'self'", ...(opts.formTargets ?? [])].join(' ');
  return reply
    .status(opts.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
        opts.title,
      )}</title><style>${STYLE}</style></head><body><main>${opts.body}</main></body></html>`,
    );
}

/** The page for a link that can no longer be used (unknown, used or expired state), with the way back. */
export function sendRefusal(reply: FastifyReply, appUrl: string, status = 400): FastifyReply {
  return sendPage(reply, {
    status,
    title: 'Connection link not valid',
    body: `<h1>This connection link is no longer valid</h1><p>It has already been used, has expired, or was not issued for you. Nothing was connected.</p><p class="actions"><a class="link" href="${escapeHtml(
      `${appUrl}/accounting`,
    )}">Back to accounting</a></p>`,
  });
}
