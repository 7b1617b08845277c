import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createAuthMachine } from '../machine';
import { createFakeNetwork } from '../private/fakeNetwork';
import { createMemoryStorage } from '../storage';
import { AuthProvider } from './AuthProvider';
import { useAuth, useSession } from './hooks';

const NOW = Date.parse('2025-05-01T12:00:00Z');

function machineWith(initial: Record<string, string>) {
  const storage = createMemoryStorage(initial);
  const net = createFakeNetwork(storage, () => NOW);
  return createAuthMachine({ client: net.client, storage, now: () => NOW });
}

function Probe() {
  const auth = useAuth();
  const session = useSession();
  return createElement(
    'output',
    null,
    `${auth.state}|${String(auth.stateCode)}|${auth.username}|${session}|${typeof auth.submitPassword}`,
  );
}

describe('React bindings', () => {
  it('useAuth and useSession read the machine of the nearest AuthProvider', () => {
    const machine = machineWith({
      AUTH_TOKEN: 't',
      AUTH_TOKEN_EXPIRE: '2025-05-02T00:00:00Z',
      AUTH_USERNAME: 'mario',
    });
    machine.start();
    const html = renderToString(createElement(AuthProvider, { machine }, createElement(Probe)));
    expect(html).toContain('login-enter-user|0|mario|valid|function');
  });

  it('useAuth outside an AuthProvider throws a clear error', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(/AuthProvider/);
  });
});
