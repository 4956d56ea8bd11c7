import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '../common/messages';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerAuthHook } from './lib/auth-hook';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler';
import { numberNotPlain } from './lib/json-numbers';
import { AppError, errorBody, fieldError } from './lib/app-error';
import { PATH_ID_MAX } from '../common/schemas/primitives';
import { registerRequestGuard } from './lib/request-guard';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cropsRoutes } from './modules/crops/crops.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { expensesRoutes } from './modules/expenses/expenses.routes';
import { registerIdempotency } from './modules/idempotency/idempotency.hook';
import { healthRoutes } from './modules/health/health.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { partiesRoutes } from './modules/parties/parties.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { purchasesRoutes } from './modules/purchases/purchases.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { isSharePath, sendShareNotFound } from './modules/share/share-page';
import { shareRoutes } from './modules/share/share.routes';
import { stockAdjustmentsRoutes } from './modules/stock-adjustments/stock-adjustments.routes';
import { usersRoutes } from './modules/users/users.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application without listening: main.ts listens, tests inject. */
export async function buildApp({ db, config, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: PATH_ID_MAX },
    // A path part over PATH_ID_MAX characters, or one that is not valid: a 400 with our message, not
    // Fastify's 414 echoing the whole path.
    // A share link's path that cannot even be routed is a dead link like any other (docs/sharing.md).
    frameworkErrors: (error, request, reply) =>
      isSharePath(request.url) ? void sendShareNotFound(reply) : answerFrameworkError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  acceptEmptyJsonBodies(app);

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerRequestGuard(app);
  registerAuthHook(app);
  registerIdempotency(app);

  for (const routes of [
    healthRoutes,
    authRoutes,
    partiesRoutes,
    cropsRoutes,
    locationsRoutes,
    purchasesRoutes,
    salesRoutes,
    expensesRoutes,
    accountsRoutes,
    paymentsRoutes,
    inventoryRoutes,
    stockAdjustmentsRoutes,
    ledgerRoutes,
    dashboardRoutes,
    reportsRoutes,
    documentsRoutes,
    auditRoutes,
    usersRoutes,
    settingsRoutes,
    notificationsRoutes,
    shareRoutes,
  ]) {
    await app.register(routes);
  }

  await registerWebApp(app, config.WEB_DIST);
  return app;
}

/**
 * Many HTTP clients send `Content-Type: application/json` on a DELETE (or any call) without a body;
 * Fastify's own parser refuses that. An empty body is read as no body; anything else goes through the
 * default parser (which also guards against prototype poisoning).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // `1e3` or a number JSON cannot carry exactly is a 400, not a value read as something else
    // (docs/api-conventions.md#numbers).
    const notPlain = numberNotPlain(text);
    if (notPlain) {
      const message = msg('requests.numberNotPlain', { number: notPlain.number });
      done(
        AppError.badRequest(message, notPlain.path ? [fieldError(notPlain.path, message)] : undefined),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}

/** Serves the built web app; any non-API path falls back to index.html so the client router decides. */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy of every text file (scripts/first-load.ts); the one the
      // browser accepts is sent, and caches must keep the copies apart (docs/decisions/0010-first-load.md).
      preCompressed: true,
      cacheControl: false, // set per file below
      setHeaders(res, filePath) {
        res.setHeader('vary', 'accept-encoding');
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply
        .status(404)
        .send(errorBody(msg('requests.noRoute', { method: request.method, path: pathname })));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasBuild && !isFileRequest(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(msg(hasBuild ? 'requests.notFound' : 'requests.webNotBuilt')));
  });
}

/**
 * A request for a file rather than a screen: under /assets/ or with an extension in its last segment.
 * A missing one is a 404: index.html in its place would be parsed as a script or stylesheet (a stale
 * chunk after a deploy would fail with a MIME-type error instead of a clean 404), and cached as it.
 */
function isFileRequest(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(lastSegment);
}

/** The path as the router sees it (percent-decoded), so `/%61pi/x` is treated like `/api/x`. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
