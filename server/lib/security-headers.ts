import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Helmet's security headers on every answer, with its middleware built once at start-up. The Fastify plugin
// built it again on every request, parsing each policy directive anew: 2 % of a small list's CPU under load
// (docs/decisions/0005-performance.md).
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and Recharts position things with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The app is served over plain HTTP on a LAN too; HSTS belongs to the TLS-terminating proxy.
  strictTransportSecurity: false,
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws its errors (8.1 on); it calls back with none.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}
