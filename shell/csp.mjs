// The Content-Security-Policy of the app's page. Built from the deployment (where the remotes are), because a remote
// may live on another origin: its remoteEntry.js, chunks, styles and assets load from there, and its mf-manifest.json
// is fetched from there. Everything else the page may reach is named here, so an injected script or a stolen session
// token has nowhere to go.

import { origins, serializePolicy } from '../scripts/lib/host-server.mjs';

/** reCAPTCHA v2 (when the API is configured for it): its script, its frames and its calls. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];

/**
 * @param {{ remotes: Record<string, string>, connectSrc?: string[], recaptcha?: boolean }} options
 *   remotes: each remote's mf-manifest.json URL (as /remotes.json gives them, relative ones are the page's origin);
 *   connectSrc: further origins the browser uploads to (object storage on another origin);
 *   recaptcha: the API asks for reCAPTCHA (RECAPTCHA_SITE_KEY set); otherwise ALTCHA, which needs no other origin.
 */
export function contentSecurityPolicy({ remotes, connectSrc = [], recaptcha = false }) {
  const remoteOrigins = origins(Object.values(remotes));
  const self = ["'self'", ...remoteOrigins];
  const RECAPTCHA = recaptcha ? RECAPTCHA_ORIGINS : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': [...self, ...RECAPTCHA],
    // Workers start from a blob: that imports the remote's worker script (browsers refuse a cross-origin worker URL).
    'worker-src': ["'self'", 'blob:', ...remoteOrigins],
    // Libraries (toasts, the phone input, the captcha widget) set inline styles.
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:', 'blob:'],
    'font-src': [...self, 'data:'],
    'connect-src': [...self, ...origins(connectSrc), ...RECAPTCHA],
    'frame-src': RECAPTCHA.length ? RECAPTCHA : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return serializePolicy(directives);
}
