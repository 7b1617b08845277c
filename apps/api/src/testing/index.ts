export { createTestContext, createTemporaryPostgresDatabase } from './context';
export type { TestContext, TestContextOptions } from './context';
export { testDrivers, postgresReachable, testDatabaseUrl } from './drivers';
export { createTestClock } from './clock';
export type { TestClock } from './clock';
export { readOutbox, parseEml } from './outbox';
export type { OutboxMail } from './outbox';
export { testPhoto, hasGpsPosition } from './photos';
export type { TestPhotoOptions } from './photos';
