import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createFileStore, type FileStore } from './domain/files/store';
import { PhotoWorkQueue, type PhotoWork } from './domain/files/photoWork';
import { registerApiCacheControl } from './http/cacheControl';
import { COMPRESS_THRESHOLD } from './http/compression';
import { registerCors } from './http/cors';
import { ApiError, errorResponse, handleError } from './http/errors';
import { registerJsonParser } from './http/json';
import { RouteTable } from './http/routeTable';
import { registerSecurityHeaders, securityHeaders } from './http/security';
import type { Mailer } from './mail/mailer';
import { passwordHasher, type PasswordHasher } from './auth/passwords';
import { registerOpenApi } from './openapi/openapi';
import { systemClock, type AppClock } from './resources/clock';
import { registerRoutes } from './routes';
import { isApiPath, isSpaRoute, registerWebApp, sendSpaFallback } from './web/webApp';

/** What route modules, the bootstrap and CLI commands work with: `app.deps`. */
export interface AppDeps {
  /** The validated configuration. */
  config: Config;
  /** Drizzle on the open database. */
  db: Db;
  /** The open database (driver, raw client, close). */
  database: Database;
  /** Outgoing mail. */
  mailer: Mailer;
  /** The clock every expiry is computed with, and the reminder scheduler's timer. */
  clock: AppClock;
  /** Where uploaded bytes live: `DATA_DIR/files` or the S3 bucket of `FILES_URL`. */
  files: FileStore;
  /** Where uploads decode and resize photos: bounded, outside every transaction. */
  photoWork: PhotoWork;
  /** How passwords are hashed: argon2id at the production cost. */
  passwords: PasswordHasher;
}

/** Inputs of `buildApp`. */
export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Defaults to the wall clock. */
  clock?: AppClock;
  /** Defaults to the store the configuration names (`createFileStore`). */
  files?: FileStore;
  /** Image work of uploads; by default a `PhotoWorkQueue` of the default size (tests pass a small one). */
  photoWork?: PhotoWork;
  /** Password hashing; by default argon2id at the production cost (tests pass a cheaper one). */
  passwords?: PasswordHasher;
  /** Fastify logger options (pino) replacing the defaults from the configuration; `false` for none. */
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Configuration, database, mailer and clock for route modules. */
    deps: AppDeps;
  }
}

/** The body limit of JSON requests: 1 MiB. */
export const BODY_LIMIT = 1024 * 1024;

/** Request fields that never reach a log line. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'old_password', 'otp', 'token'].flatMap((field) => [
    field,
    `*.${field}`,
    `body.${field}`,
    `req.body.${field}`,
  ]),
];

/** Assembles the dependencies route modules see as `app.deps`. */
export function makeDeps(options: Omit<BuildAppOptions, 'logger'>): AppDeps {
  return {
    config: options.config,
    db: options.database.db,
    database: options.database,
    mailer: options.mailer,
    clock: options.clock ?? systemClock,
    files: options.files ?? createFileStore(options.config),
    photoWork: options.photoWork ?? new PhotoWorkQueue(),
    passwords: options.passwords ?? passwordHasher,
  };
}

/** Builds the HTTP server: hardening, `/api/v1` routes, OpenAPI docs and the web app. Not listening yet. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const headers = securityHeaders(config.mapTiles?.url ?? null);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: redactedLogPaths, censor: '[redacted]' },
    },
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer the client is the first X-Forwarded-For hop not among the trusted proxies; rate
    // limits and the audit log key on it. With no proxy configured the header is ignored: it cannot be forged.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies.join(',') : false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Client-chosen request ids would let a caller forge log correlation.
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Malformed URLs (bad percent-encoding) are answered like any other bad request.
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      reply.headers(headers);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .code(status)
        .send(
          errorResponse('validation_error', [
            { field: 'url', code: 'invalid', message: error.message },
          ]),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', makeDeps(options));
  app.addHook('onClose', async () => app.deps.files.close());

  // Only JSON by default: any other body gets 415; routes that take files register their own parser.
  app.removeContentTypeParser(['text/plain']);
  registerJsonParser(app);

  registerSecurityHeaders(app, headers);
  app.setErrorHandler(handleError);

  const routeTable = new RouteTable();
  routeTable.track(app);

  // Answers of 1 KiB and more (JSON, CSV, the docs) are compressed with brotli or gzip as the client accepts;
  // streams (the CSV export) stay streams. The web build's files come pre-compressed (webApp.ts) and keep
  // their `Content-Encoding`. Request bodies are not decompressed (no `Content-Encoding` support added).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
  });
  await registerOpenApi(app, packageJson.version);
  // CORS (`CORS_ORIGINS`) only for `/api/v1`: the web app and the docs stay same-origin.
  await app.register(
    async (api) => {
      await registerCors(api, config.corsOrigins);
      registerApiCacheControl(api);
      await api.register(registerRoutes);
    },
    { prefix: '/api/v1' },
  );
  await registerWebApp(app, config.webDist);

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const method = request.method.toUpperCase();
    const allowed = routeTable.allowedMethods(urlPath);
    if (allowed.length > 0 && !allowed.includes(method)) {
      throw new ApiError(405, 'method_not_allowed', [], { headers: { allow: allowed.join(', ') } });
    }
    if ((method === 'GET' || method === 'HEAD') && isSpaRoute(urlPath)) {
      return sendSpaFallback(request, reply, config.webDist);
    }
    if (!isApiPath(urlPath) && method !== 'GET' && method !== 'HEAD') {
      throw new ApiError(405, 'method_not_allowed', [], { headers: { allow: 'GET, HEAD' } });
    }
    throw new ApiError(404, 'not_found');
  });

  return app;
}
