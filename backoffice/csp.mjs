// The back office page's Content-Security-Policy: stricter than the shell's (no captcha, no uploads to object
// storage). Scripts, styles and the review panels' chunks load from this origin and the remotes' origins; the
// documents remote's pdf.js worker starts from a blob: that imports its script from the remote's origin; images are
// this origin's, data: and blob: (document previews). Nothing may frame the page.
import { origins, serializePolicy } from '../scripts/lib/host-server.mjs';

/** @param {{ remotes: Record<string, string> }} options remotes: each remote's mf-manifest.json URL (/remotes.json) */
export function backofficeContentSecurityPolicy({ remotes }) {
  const remoteOrigins = origins(Object.values(remotes));
  const self = ["'self'", ...remoteOrigins];
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': self,
    'worker-src': ["'self'", ...remoteOrigins, 'blob:'],
    // Radix primitives and the toasts set inline styles.
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': [...self, 'data:'],
    // The API is this origin (/api/backoffice); the remotes' manifests are fetched from theirs.
    'connect-src': self,
    // Document previews (a PDF or an image) in a frame of this origin's /api/backoffice files.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}
