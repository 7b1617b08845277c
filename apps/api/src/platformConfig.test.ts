import path from 'node:path';
import { ConfigError, loadConfig } from './config';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the defaults of docs/architecture.md#running-and-configuration', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve(process.cwd(), '.data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminUsername).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.tokenTtlHours).toBe(10);
    expect(config.demoData).toBe(false);
    expect(config.nodeEnv).toBe('development');
    expect(config.logLevel).toBe('debug');
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(config.reminders).toBe(true);
    expect(config.reminderHour).toBe(7);
  });

  it('takes MAP_TILE_URL none, a tile URL template, or refuses it', () => {
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTiles).toBeNull();
    expect(
      loadConfig({ MAP_TILE_URL: 'https://maps.example/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© X' })
        .mapTiles,
    ).toEqual({ url: 'https://maps.example/{z}/{x}/{y}.png', attribution: '© X' });
    expect(errorOf({ MAP_TILE_URL: 'https://maps.example/tiles.png' })).toContain('MAP_TILE_URL');
    expect(errorOf({ MAP_TILE_URL: 'javascript:alert(1)/{z}/{x}/{y}' })).toContain('MAP_TILE_URL');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/altalena-data',
      DATABASE_URL: 'postgresql://u:p@db.example:5432/altalena',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'Secret123',
      DEMO_DATA: '1',
      SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
      TOKEN_TTL_HOURS: '0.5',
      NODE_ENV: 'production',
      WEB_DIST: 'somewhere/dist',
      REMINDERS: 'off',
      REMINDER_HOUR: '0',
      PUBLIC_URL: 'https://altalena.example.it',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/altalena-data',
      databaseUrl: 'postgresql://u:p@db.example:5432/altalena',
      adminUsername: 'boss',
      adminPassword: 'Secret123',
      demoData: true,
      smtpUrl: 'smtps://mailer:pw@smtp.example:465',
      tokenTtlHours: 0.5,
      nodeEnv: 'production',
      logLevel: 'error',
      webDist: path.resolve(process.cwd(), 'somewhere/dist'),
      reminders: false,
      reminderHour: 0,
      publicUrl: 'https://altalena.example.it',
    });
  });

  it('reads CORS_ORIGINS as a list of exact origins, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://portal.example.it, http://localhost:5174' }).corsOrigins,
    ).toEqual(['https://portal.example.it', 'http://localhost:5174']);
  });

  it('lets LOG_LEVEL override the level of the environment', () => {
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: ' ' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a number/],
    [{ CORS_ORIGINS: 'portal.example.it' }, /^Invalid configuration: CORS_ORIGINS must be /],
    [{ CORS_ORIGINS: 'https://portal.example.it/' }, /CORS_ORIGINS must be a comma-separated/],
    [{ CORS_ORIGINS: 'https://a.example,*' }, /CORS_ORIGINS must be a comma-separated/],
    [{ CORS_ORIGINS: 'https://a.example/app' }, /CORS_ORIGINS must be a comma-separated/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ PORT: '80.5' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL must be a SMTP URL/],
    [{ TOKEN_TTL_HOURS: '0' }, /TOKEN_TTL_HOURS must be a positive number/],
    [{ TOKEN_TTL_HOURS: '-3' }, /TOKEN_TTL_HOURS must be a positive number/],
    [{ TOKEN_TTL_HOURS: 'ten' }, /TOKEN_TTL_HOURS must be a number/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be a comma-separated list of IP addresses/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be a comma-separated list of IP addresses/],
    [{ ADMIN_USERNAME: 'boss' }, /ADMIN_PASSWORD must be set together/],
    [{ ADMIN_PASSWORD: 'Secret123' }, /ADMIN_USERNAME must be set together/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be development, production or test/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ DEMO_DATA: 'yes' }, /DEMO_DATA must be 1 or 0/],
    [{ REMINDERS: 'no' }, /REMINDERS must be on or off/],
    [{ REMINDER_HOUR: '24' }, /REMINDER_HOUR must be a whole hour from 0 to 23/],
    [{ REMINDER_HOUR: '6.5' }, /REMINDER_HOUR must be a whole hour from 0 to 23/],
    [{ REMINDER_HOUR: 'seven' }, /REMINDER_HOUR must be a number/],
    [{ PUBLIC_URL: 'altalena.example.it' }, /PUBLIC_URL must be the app's address/],
    [{ PUBLIC_URL: 'ftp://altalena.example.it' }, /PUBLIC_URL must be the app's address/],
    [{ PUBLIC_URL: 'https://altalena.example.it/?next=x' }, /PUBLIC_URL must be the app's address/],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/altalena' },
      /PUBLIC_URL is required in production with DATABASE_URL/,
    ],
    [{ FILES_URL: 'https://bucket.example', AWS_REGION: 'eu-west-1' }, /FILES_URL must be s3:\/\//],
    [{ FILES_URL: 's3://', AWS_REGION: 'eu-west-1' }, /FILES_URL must be s3:\/\/bucket/],
    [{ FILES_URL: 's3://Bad_Bucket/x', AWS_REGION: 'eu-west-1' }, /FILES_URL must be s3:\/\//],
    [{ FILES_URL: 's3://bucket/../x', AWS_REGION: 'eu-west-1' }, /FILES_URL must be s3:\/\//],
    [{ FILES_URL: 's3://bucket/a//b', AWS_REGION: 'eu-west-1' }, /FILES_URL must be s3:\/\//],
    [{ FILES_URL: 's3://altalena-files' }, /AWS_REGION is required with FILES_URL=s3/],
    [{ AWS_ENDPOINT_URL_S3: 'minio:9000' }, /AWS_ENDPOINT_URL_S3 must be a http\(s\) URL/],
    [{ AWS_ENDPOINT_URL: 'ftp://minio' }, /AWS_ENDPOINT_URL must be a http\(s\) URL/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be 1 or 0/],
    [{ AWS_ACCESS_KEY_ID: 'AKIA1' }, /AWS_SECRET_ACCESS_KEY must be set together/],
    [{ AWS_SECRET_ACCESS_KEY: 'secret' }, /AWS_ACCESS_KEY_ID must be set together/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(errorOf(env)).toMatch(message);
  });

  it('takes PUBLIC_URL without its trailing slash, and leaves it unset on the embedded default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://altalena.example.it/' }).publicUrl).toBe(
      'https://altalena.example.it',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://example.it/altalena' }).publicUrl).toBe(
      'https://example.it/altalena',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).publicUrl).toBeUndefined();
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/altalena',
        PUBLIC_URL: 'https://altalena.example.it',
      }).publicUrl,
    ).toBe('https://altalena.example.it');
  });

  it('keeps files in DATA_DIR/files unless FILES_URL names an S3 bucket, read with the S3 variables', () => {
    expect(loadConfig({}).files).toBeUndefined();
    expect(
      loadConfig({
        FILES_URL: 's3://altalena-files/prod/uploads/',
        AWS_ENDPOINT_URL: 'https://s3.example',
        AWS_ENDPOINT_URL_S3: 'http://minio:9000',
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'minio',
        AWS_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: '1',
      }).files,
    ).toEqual({
      bucket: 'altalena-files',
      prefix: 'prod/uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    // AWS S3 itself, with the credentials of the SDK's chain (an instance role).
    expect(
      loadConfig({ FILES_URL: 's3://altalena-files', AWS_REGION: 'eu-south-1' }).files,
    ).toEqual({
      bucket: 'altalena-files',
      prefix: '',
      endpoint: undefined,
      region: 'eu-south-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('never shows an S3 secret or key in its message', () => {
    const message = errorOf({ AWS_SECRET_ACCESS_KEY: 'hunter2' });
    expect(message).toContain('AWS_ACCESS_KEY_ID must be set together');
    expect(message).not.toContain('hunter2');
  });

  it('shows a bad value but never a password or a URL that may hold one', () => {
    expect(errorOf({ PORT: 'abc' })).toContain('"abc"');
    const message = errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(message).not.toContain('hunter2');
  });

  it('names every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', TOKEN_TTL_HOURS: '-1' });
    expect(message).toContain('PORT');
    expect(message).toContain('TOKEN_TTL_HOURS');
  });
});
