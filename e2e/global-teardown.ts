import { rmSync } from 'node:fs';
import { readE2eState } from './e2e-state';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the servers of the global setup and removes their data. */
export default async function globalTeardown(): Promise<void> {
  const state = readE2eState();
  for (const pid of state.pids) if (isRunning(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (state.pids.some(isRunning) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of state.pids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  rmSync(state.tmp, { recursive: true, force: true });
}
