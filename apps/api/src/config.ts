import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the server runs: decides the default log level (docs/spec/original-specification.md §9). */
export type NodeEnv = 'development' | 'production' | 'test';

/** Where uploaded files go with `FILES_URL=s3://bucket/prefix` (docs/scaling-out.md#files-on-an-object-store). */
export interface S3FilesConfig {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash (may be empty). */
  prefix: string;
  /** `AWS_ENDPOINT_URL_S3` or `AWS_ENDPOINT_URL`; unset, AWS S3 itself. */
  endpoint: string | undefined;
  /** `AWS_REGION` (`us-east-1` for MinIO, `auto` for Cloudflare R2). */
  region: string;
  /** `S3_FORCE_PATH_STYLE=1`: `endpoint/bucket/key` addressing (MinIO) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` (+ `AWS_SESSION_TOKEN`); unset, the SDK's chain (roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** The validated configuration of the server (docs/architecture.md#running-and-configuration). */
export interface Config {
  /** TCP port to listen on (`PORT`, 3000; 0 picks a free one). */
  port: number;
  /** Interface to bind (`HOST`, 0.0.0.0). */
  host: string;
  /** Absolute data directory: PGlite files, uploads, the mail outbox (`DATA_DIR`, ./.data). */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite (`DATABASE_URL`). */
  databaseUrl: string | undefined;
  /** First administrator's username on an empty database (`ADMIN_USERNAME`). */
  adminUsername: string | undefined;
  /** First administrator's password on an empty database (`ADMIN_PASSWORD`). */
  adminPassword: string | undefined;
  /** Load the demo data set on an empty database (`DEMO_DATA=1`; reserved). */
  demoData: boolean;
  /** SMTP server for outgoing mail; unset writes `.eml` files to `DATA_DIR/outbox/` (`SMTP_URL`). */
  smtpUrl: string | undefined;
  /** Lifetime of an auth token in hours (`TOKEN_TTL_HOURS`, 10). */
  tokenTtlHours: number;
  /** `NODE_ENV` (development). */
  nodeEnv: NodeEnv;
  /** Pino log level: `LOG_LEVEL`, else debug in development, error in production, silent in tests. */
  logLevel: LogLevel;
  /** Absolute directory of the built web app (`WEB_DIST`, apps/web/dist). */
  webDist: string;
  /** Addresses or CIDR ranges of the reverse proxies whose `X-Forwarded-For` is trusted (`TRUST_PROXY`). */
  trustedProxies: string[];
  /**
   * The map background (`MAP_TILE_URL`, OpenStreetMap's tiles; `none` for no tiles): a tile URL template
   * with `{z}`, `{x}`, `{y}` and its attribution (`MAP_ATTRIBUTION`), or null.
   */
  mapTiles: { url: string; attribution: string } | null;
  /** Whether this process runs the reminder scheduler (`REMINDERS`, on; `off` disables it). */
  reminders: boolean;
  /** The hour of the daily reminder run, 0–23 in Europe/Rome (`REMINDER_HOUR`, 7). */
  reminderHour: number;
  /** Exact origins (`https://portal.example.it`) allowed to call `/api/v1` from a browser (`CORS_ORIGINS`). */
  corsOrigins: string[];
  /**
   * The app's public address (`PUBLIC_URL`, `https://altalena.example.it`), the only source of absolute
   * links in mails, reports and labels; unset, `http://localhost:PORT` (required in production on
   * PostgreSQL, where several processes serve one address).
   */
  publicUrl: string | undefined;
  /** The S3 bucket of uploaded files (`FILES_URL=s3://bucket/prefix`); undefined: `DATA_DIR/files`. */
  files: S3FilesConfig | undefined;
}

/** OpenStreetMap's standard tiles: the map background unless `MAP_TILE_URL` says otherwise. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** A pino log level. */
export type LogLevel = (typeof logLevels)[number];

/** A configuration value is missing or malformed; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Both in `src/config.ts` and in the bundled `dist/*.js` this file sits two levels below `apps/`.
const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'dist',
);

/** An IPv4/IPv6 address, optionally with a `/prefix`. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * An origin as a browser sends it in `Origin`: `http(s)://host[:port]`, lower case, no path, query, user or
 * trailing slash (the browser compares it to `Access-Control-Allow-Origin` character by character).
 */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** An S3 bucket name: 3–63 lower-case letters, digits, dots and hyphens, starting and ending alphanumeric. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://bucket/prefix` split into bucket and prefix, or undefined when it is not such a URL. */
function parseFilesUrl(value: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([^/?#]+)(\/[^?#]*)?$/.exec(value);
  if (!match || !BUCKET_NAME.test(match[1]!)) return undefined;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  // Keys are `<prefix>/<sha[0..2]>/<sha256>`: a prefix of plain segments, never `.`, `..` or an empty one.
  if (prefix !== '' && prefix.split('/').some((part) => ['', '.', '..'].includes(part))) {
    return undefined;
  }
  return { bucket: match[1]!, prefix };
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().optional());

const urlWithScheme = (schemes: string[], label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return schemes.includes(url.protocol) && url.hostname !== '';
          } catch {
            return false;
          }
        },
        `must be a ${label} URL (${schemes.map((s) => `${s}//…`).join(' or ')})`,
      )
      .optional(),
  );

const envSchema = z
  .object({
    PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be between 0 and 65535')
        .max(65535, 'must be between 0 and 65535')
        .default(3000),
    ),
    HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./.data')),
    DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:'], 'PostgreSQL'),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    DEMO_DATA: z.preprocess(
      blankToUndefined,
      z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0 (true or false)' }).optional(),
    ),
    SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'SMTP'),
    TOKEN_TTL_HOURS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .refine(Number.isFinite, 'must be a number')
        .positive('must be a positive number of hours')
        .default(10),
    ),
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z
        .enum(['development', 'production', 'test'], {
          error: 'must be development, production or test',
        })
        .default('development'),
    ),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).optional(),
    ),
    WEB_DIST: optionalText,
    MAP_TILE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((value) => {
          if (value === 'none') return true;
          try {
            const url = new URL(value.replace(/[{}]/g, ''));
            return (
              (url.protocol === 'https:' || url.protocol === 'http:') &&
              ['{z}', '{x}', '{y}'].every((part) => value.includes(part))
            );
          } catch {
            return false;
          }
        }, 'must be none or an http(s) tile URL with {z}, {x} and {y}')
        .default(DEFAULT_MAP_TILE_URL),
    ),
    MAP_ATTRIBUTION: optionalText,
    REMINDERS: z.preprocess(
      blankToUndefined,
      z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    ),
    REMINDER_HOUR: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole hour from 0 to 23')
        .min(0, 'must be a whole hour from 0 to 23')
        .max(23, 'must be a whole hour from 0 to 23')
        .default(7),
    ),
    TRUST_PROXY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(
          (value) => value.split(',').every((entry) => isAddressOrRange(entry.trim())),
          'must be a comma-separated list of IP addresses or CIDR ranges (e.g. 10.0.0.0/8)',
        )
        .optional(),
    ),
    PUBLIC_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((value) => {
          try {
            const url = new URL(value);
            return (
              (url.protocol === 'http:' || url.protocol === 'https:') &&
              url.hostname !== '' &&
              url.username === '' &&
              url.password === '' &&
              url.search === '' &&
              url.hash === ''
            );
          } catch {
            return false;
          }
        }, "must be the app's address, like https://altalena.example.it (http or https, no query)")
        .optional(),
    ),
    FILES_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(
          (value) => parseFilesUrl(value) !== undefined,
          'must be s3://bucket or s3://bucket/prefix (a valid bucket name), or unset for DATA_DIR/files',
        )
        .optional(),
    ),
    AWS_ENDPOINT_URL_S3: urlWithScheme(['https:', 'http:'], 'http(s)'),
    AWS_ENDPOINT_URL: urlWithScheme(['https:', 'http:'], 'http(s)'),
    AWS_REGION: optionalText,
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    AWS_SESSION_TOKEN: optionalText,
    S3_FORCE_PATH_STYLE: z.preprocess(
      blankToUndefined,
      z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0 (true or false)' }).optional(),
    ),
    CORS_ORIGINS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(
          (value) => value.split(',').every((entry) => isOrigin(entry.trim())),
          'must be a comma-separated list of origins like https://portal.example.it (scheme, host, optional port)',
        )
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      const missing = env.ADMIN_USERNAME === undefined ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with ADMIN_USERNAME and ADMIN_PASSWORD (both or neither)',
      });
    }
    // Behind a load balancer no process can tell the address users reach; the Host header is theirs to forge.
    if (
      env.NODE_ENV === 'production' &&
      env.DATABASE_URL !== undefined &&
      env.PUBLIC_URL === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required in production with DATABASE_URL: the address users open (https://altalena.example.it), used in mails, reports and labels',
      });
    }
    if ((env.AWS_ACCESS_KEY_ID === undefined) !== (env.AWS_SECRET_ACCESS_KEY === undefined)) {
      const missing =
        env.AWS_ACCESS_KEY_ID === undefined ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message:
          'must be set together with AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (both or neither)',
      });
    }
    // The SDK would only fail at the first upload; a missing region is a start-up error instead.
    if (env.FILES_URL !== undefined && env.AWS_REGION === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_REGION'],
        message:
          "is required with FILES_URL=s3://…: the bucket's region (us-east-1 for MinIO, auto for Cloudflare R2)",
      });
    }
  });

const defaultLogLevel: Record<NodeEnv, LogLevel> = {
  development: 'debug',
  production: 'error',
  test: 'silent',
};

/** Reads and validates the configuration; throws a `ConfigError` naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      const value = env[name];
      const shown =
        value === undefined || /PASSWORD|URL|SECRET|KEY|TOKEN/.test(name)
          ? ''
          : ` (got ${JSON.stringify(value)})`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA === '1' || e.DEMO_DATA === 'true',
    smtpUrl: e.SMTP_URL,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? defaultLogLevel[e.NODE_ENV],
    webDist: e.WEB_DIST ? path.resolve(process.cwd(), e.WEB_DIST) : defaultWebDist,
    trustedProxies: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((entry) => entry.trim()) : [],
    mapTiles:
      e.MAP_TILE_URL === 'none'
        ? null
        : {
            url: e.MAP_TILE_URL,
            attribution:
              e.MAP_ATTRIBUTION ??
              (e.MAP_TILE_URL === DEFAULT_MAP_TILE_URL ? DEFAULT_MAP_ATTRIBUTION : ''),
          },
    reminders: e.REMINDERS === 'on',
    reminderHour: e.REMINDER_HOUR,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((entry) => entry.trim()) : [],
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    files: e.FILES_URL
      ? {
          ...parseFilesUrl(e.FILES_URL)!,
          endpoint: e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL,
          region: e.AWS_REGION!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: e.AWS_ACCESS_KEY_ID,
                  secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                  ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
                }
              : undefined,
        }
      : undefined,
  };
}
