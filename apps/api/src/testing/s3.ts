import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The bucket every test S3 server has. */
export const TEST_BUCKET = 'altalena-test';

/** A real S3-protocol server (s3rver) in this process, on a free port, over a temp directory. */
export interface TestS3 {
  /** Its address, as `AWS_ENDPOINT_URL_S3` takes it. */
  endpoint: string;
  /** The environment that points the app's files at `s3://altalena-test/<prefix>` on this server. */
  env(prefix: string): Record<string, string>;
  /** Stops the server and removes its directory. */
  close(): Promise<void>;
}

/** Starts an S3 server for one test file (share it between the file's suites: each start costs). */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'altalena-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (prefix) => ({
      FILES_URL: `s3://${TEST_BUCKET}/${prefix}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
