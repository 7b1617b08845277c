import { createApiClient } from '@altalena/api-client';
import {
  AUTH_USERNAME_KEY,
  AuthProvider,
  createAuthMachine,
  createMemoryStorage,
  createSessionSource,
  type AuthMachine,
  type AuthState,
} from '@altalena/auth';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';

/** Auth options of a web story: `parameters.auth`. */
export interface StoryAuthParameters {
  /** The state the auth machine starts in (default `login-enter-user`). */
  state?: AuthState;
  /** The username the flow knows (as stored by an earlier login). */
  username?: string;
}

function createStoryMachine({ state = 'login-enter-user', username }: StoryAuthParameters) {
  const storage = createMemoryStorage(username ? { [AUTH_USERNAME_KEY]: username } : {});
  // The real client against `/api/v1`, answered by the story's MSW handlers; no waits between retries.
  const client = createApiClient({
    session: createSessionSource(storage),
    sleep: () => Promise.resolve(),
  });
  const machine: AuthMachine = createAuthMachine({ client, storage });
  machine.setState(state);
  return machine;
}

/**
 * Gives a web story a fresh auth machine (memory storage, real API client on MSW) in the state
 * `parameters.auth` asks for.
 */
export const withAuth: Decorator = (Story, { parameters }) => {
  const options = (parameters.auth ?? {}) as StoryAuthParameters;
  return <AuthFrame options={options} Story={Story} />;
};

function AuthFrame({
  options,
  Story,
}: {
  options: StoryAuthParameters;
  Story: Parameters<Decorator>[0];
}) {
  const [machine] = useState(() => createStoryMachine(options));
  return (
    <AuthProvider machine={machine}>
      <Story />
    </AuthProvider>
  );
}
