import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AuthMachine, AuthSnapshot } from '../machine';
import type { SessionJudgement } from '../session';
import { useAuthMachine } from './AuthProvider';

/** The actions of the auth machine, without its store functions. */
export type AuthActions = Omit<AuthMachine, 'getSnapshot' | 'subscribe'>;

/** What `useAuth` returns: the current snapshot and the machine's actions. */
export type UseAuthResult = AuthSnapshot & AuthActions;

/** The auth snapshot (re-rendering on every change) and the actions of the flow. */
export function useAuth(): UseAuthResult {
  const machine = useAuthMachine();
  const snapshot = useSyncExternalStore(
    machine.subscribe,
    machine.getSnapshot,
    machine.getSnapshot,
  );
  const actions = useMemo<AuthActions>(() => {
    const { getSnapshot: _getSnapshot, subscribe: _subscribe, ...rest } = machine;
    return rest;
  }, [machine]);
  return useMemo(() => ({ ...snapshot, ...actions }), [snapshot, actions]);
}

/** The session judgement, judged afresh when the component mounts. */
export function useSession(): SessionJudgement {
  const machine = useAuthMachine();
  const getSession = () => machine.getSnapshot().session;
  const session = useSyncExternalStore(machine.subscribe, getSession, getSession);
  useEffect(() => {
    machine.judgeSession();
  }, [machine]);
  return session;
}
