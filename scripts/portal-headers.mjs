// The portal's response headers (issue 15 point 6). Kept apart from the file server so a deployment
// behind another web server can read what to configure there (docs/deploy.md).

/** In shell/src/index.html; replaced by a fresh nonce in every answer of the portal page. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Powerful browser features the portal never uses: refused to the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Headers of every answer (assets, config, the page). */
export function securityHeaders() {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/**
 * Headers of the portal page itself: its CSP (with the answer's nonce) and, when the browser reached
 * it over TLS (directly, or through a proxy trusted with TRUST_PROXY=1), HSTS.
 */
export function pageHeaders(config, origins, env = process.env) {
  // The browser signs in at the emulator's route, or at Amazon Cognito's regional endpoint.
  const idp =
    config.identity.endpoint ??
    (config.identity.region ? `https://cognito-idp.${config.identity.region}.amazonaws.com` : null);
  const connect = ["'self'", config.apiUrl, idp, ...origins].filter(Boolean).join(' ');
  return (req, nonce) => {
    const csp = [
      "default-src 'self'",
      // Remotes served from another host or CDN (REMOTE_URL_*) run their code from there.
      ["script-src 'self'", ...origins].join(' '),
      // styled-components inserts <style> elements carrying the page's nonce (its csp-nonce meta);
      // React `style` props and the charts' SVG still set style attributes.
      `style-src 'self' 'nonce-${nonce}'`,
      "style-src-attr 'unsafe-inline'",
      `connect-src ${connect}`,
      "img-src 'self' data: blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');
    const headers = { 'content-security-policy': csp };
    if (overTls(req, env)) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    return headers;
  };
}

function overTls(req, env) {
  if (req.socket.encrypted) return true;
  return env.TRUST_PROXY === '1' && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0] === 'https';
}
