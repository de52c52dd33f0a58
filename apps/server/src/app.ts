import http from 'node:http';
import zlib from 'node:zlib';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { errorBody, formatMessage } from '@nagar/contract';
import type { Config } from './config.ts';
import { createServices, type Services } from './services.ts';
import { HttpError } from './lib/errors.ts';
import { inputGuard } from './lib/input-guard.ts';
import { openApiPlugin, schemaErrorAnswer } from './lib/openapi.ts';
import { databaseFault } from './lib/database-faults.ts';
import { countOrphanFiles } from './files/orphans.ts';
import { MULTIPART_MAX_PARTS } from './lib/multipart.ts';
import { authPlugin } from './auth/plugin.ts';
import { accountRoutes } from './auth/routes.ts';
import { healthRoutes } from './routes/health.ts';
import { fileRoutes } from './files/routes.ts';
import { feedRoutes } from './feeds/routes.ts';
import { resourceRoutes } from './resources/routes.ts';
import { expiringRoutes } from './routes/expiring.ts';
import { officialRoutes } from './routes/officials.ts';
import { complaintRoutes } from './complaints/routes.ts';
import { userRoutes } from './users/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { policyRoutes } from './policy/routes.ts';
import { webPlugin } from './web/plugin.ts';
import { logStream } from './lib/log-format.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { BROTLI_QUALITY, GZIP_LEVEL } from './lib/compression.ts';
import { scheduleVacuum, vacuumEmbedded } from './db/maintenance.ts';
import { noticeRoutes } from './notices/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { propertyTaxRoutes } from './property-tax/routes.ts';
import { licenceRoutes } from './licences/routes.ts';
import { localityRoutes } from './localities/routes.ts';
import { every } from './lib/schedule.ts';
import { AnswerReplay } from './lib/answer-replay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route as registered (method, url, config), in order: what the fuzz suite drives. */
    registeredRoutes: RouteOptions[];
    /** The cached public reads' answers, answered again before Fastify (lib/answer-replay.ts). */
    answerReplay: AnswerReplay;
  }
}

export interface BuildOptions {
  /** Serve the React Router pages (off for API-only tests that have no web build). */
  web?: boolean;
  /** Where the log lines go instead of standard output (a test reads them). */
  logStream?: Writable;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes a function trusting that many hops (Fastify 5
 * ignores a bare number): the address the nearest proxy saw (the rightmost X-Forwarded-For entry) is the
 * client's, whatever a client writes further left.
 */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * A URL as the logs show it: the values of mobile, mobileLast4 (the property tax look-up's owner check), token and t
 * (the receipt's tracking token) replaced by '…'.
 */
export const redactUrl = (url: string) => url.replace(/([?&](?:mobile|mobileLast4|token|t)=)[^&#]*/gi, '$1…');

/** The log levels at which Fastify logs every request. */
const INFO_OR_FINER = new Set(['trace', 'debug', 'info']);

/**
 * The work every process does beside answering requests: the embedded database's VACUUM, escalating overdue complaints
 * and purging sent notices on a schedule, and the outbox's delivery worker; each stopped when the app closes.
 */
function runInBackground(app: FastifyInstance, services: Services, config: Config) {
  // The embedded database's VACUUM, which PostgreSQL's autovacuum does by itself (db/maintenance.ts).
  const stopVacuum =
    services.database.kind === 'pglite' ? scheduleVacuum(() => vacuumEmbedded(services.database), app.log) : async () => {};
  // Overdue complaints escalate on a schedule in every process; FOR UPDATE SKIP LOCKED shares the work between
  // processes and never escalates one twice (ComplaintService.escalateOverdue). The outbox's notices are sent by
  // this process's delivery worker, woken by every write here and polling for other processes' (notices/worker.ts).
  const escalation = config.notices.escalationSeconds * 1000;
  const stopEscalation = every(
    escalation,
    async () => {
      while ((await services.complaints.escalateOverdue()) > 0);
      await services.outbox.purgeSent(config.notices.keepDays);
    },
    (err) => app.log.error({ err }, 'escalating overdue complaints failed'),
    config.notices.escalationFirstSeconds * 1000,
  );
  services.delivery.setLog(app.log);
  services.delivery.start();
  app.addHook('onClose', async () => {
    await stopEscalation();
    await services.delivery.stop();
    await stopVacuum();
    await services.database.close();
  });
}

/** The one error handler: a refusal with its message and status; a database's refusal 4xx/503; anything else 500, logged. */
function answerError(thrown: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const error = schemaErrorAnswer(thrown, request) ?? thrown;
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.status).send(errorBody(error));
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.code(413).send({ message: formatMessage('bodyTooLarge') });
  }
  if (status === 415) return reply.code(415).send({ message: formatMessage('invalidInput') });
  if (status === 429) return reply.code(429).send({ message: formatMessage('tooManyRequests') });
  if (status >= 400 && status < 500) return reply.code(status).send({ message: formatMessage('invalidInput') });
  // A safety net only (each cause is checked before the database): input the database refused, a unique
  // value taken by a concurrent request, a deadlock that outlived its retries. Logged, counted, answered 4xx/503.
  const fault = databaseFault(error);
  if (fault) {
    request.log.warn({ err: error }, 'database refused the input (a check is missing)');
    if (fault.headers) reply.headers(fault.headers);
    return reply.code(fault.status).send({ message: fault.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: formatMessage('serverError') });
}

/** Builds the whole portal: external plugins, then app plugins, then routes, one error handler. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const replay = new AnswerReplay(config.publicCacheSeconds);
  const app = Fastify({
    // The HTTP server answers a kept public answer itself and hands every other request to Fastify. Made as
    // Fastify makes its own, with its timeouts (a factory's server gets none of them: node's 5 s keep-alive
    // instead of Fastify's 72 s reset clients' reused connections).
    serverFactory: (handler, opts) => {
      const server = http.createServer((opts.http as http.ServerOptions | undefined) ?? {}, (request, response) => {
        if (!replay.serve(request, response)) return handler(request, response);
        // Fastify logs every request it answers at info; a replayed one gets the same line, marked.
        if (INFO_OR_FINER.has(app.log.level)) {
          app.log.info(
            { req: { method: request.method, url: request.url }, res: { statusCode: response.statusCode }, replayed: true },
            'request completed',
          );
        }
      });
      const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = opts;
      if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
      if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
      if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
      if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
      return server;
    },
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : logStream(config.logFormat)),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              // Citizens track complaints with their mobile number or the receipt's tracking token (t) in the query:
              // both stay out of the logs.
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
            },
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Keeps slow clients from holding sockets for ever; uploads of 20 MB on 2G still fit in 5 minutes.
    requestTimeout: 300_000,
    return503OnClosing: true,
  });

  const registeredRoutes: RouteOptions[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => void registeredRoutes.push(route));

  const services = await createServices(config, (message) => app.log.warn(message));
  app.decorate('services', services);
  app.decorate('answerReplay', replay);
  services.cache.onInvalidate(() => replay.clear());
  app.addHook('onClose', () => replay.close());
  runInBackground(app, services, config);
  // Files no row refers to are reported (never deleted here: someone should look at why they exist).
  const orphans = await countOrphanFiles(services.db);
  if (orphans.files > 0) app.log.warn(orphans, 'stored files that no record refers to');

  // External plugins.
  // Static security headers on every answer; the Content-Security-Policy (with a per-page nonce) is set by
  // the web plugin on HTML pages, by the file route on stored files, and `default-src 'none'` on the rest.
  // Headers for browsers of this decade only: the IE/Flash-era ones (X-Download-Options, X-XSS-Protection,
  // X-Permitted-Cross-Domain-Policies, X-DNS-Prefetch-Control) add bytes to every answer and protect nothing.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  });
  // Permissions-Policy on every answer, and a CSP on every answer that sets none (lib/security-headers.ts).
  securityHeaders(app, config);
  // Brotli at the portal's one setting (lib/compression.ts): a fraction of the CPU of the default 11, smaller than gzip.
  // Built assets are precompressed at 11 by the build and served as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
  // Routes read multipart bodies with their own rules (lib/multipart.ts); these limits are the outer bound
  // of anything that would read one through the plugin.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(config.documentMaxBytes, config.imageMaxBytes, config.videoMaxBytes, config.captionsMaxBytes),
      files: 10,
      fields: MULTIPART_MAX_PARTS,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: MULTIPART_MAX_PARTS,
      headerPairs: 10,
    },
  });

  // App plugins.
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: formatMessage('notFound') }));

  // After the error handler: a route takes the handler in force when it is declared (the API document's own
  // route is declared by the plugin).
  // Route schemas (zod) and the API document; in tests every answer is checked against its route's schema.
  await app.register(openApiPlugin, { checkResponses: config.mode === 'test', publicUrl: config.publicUrl });
  await app.register(authPlugin);
  inputGuard(app);

  // Routes.
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(fileRoutes);
  for (const service of services.resources.values()) {
    await app.register(resourceRoutes, { service, publicList: service.binding.publicList !== false });
  }
  const featureRoutes = [
    officialRoutes,
    complaintRoutes,
    userRoutes,
    auditRoutes,
    settingsRoutes,
    expiringRoutes,
    feedRoutes,
    policyRoutes,
    noticeRoutes,
    contactRoutes,
    propertyTaxRoutes,
    licenceRoutes,
    localityRoutes,
  ];
  for (const routes of featureRoutes) await app.register(routes);
  if (options.web !== false) await app.register(webPlugin, { config, services });
  return app;
}
