import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AuthMachine } from '../machine';

const AuthContext = createContext<AuthMachine | null>(null);

/** Props of `AuthProvider`. */
export interface AuthProviderProps {
  /** The machine the hooks below read and drive. */
  machine: AuthMachine;
  children?: ReactNode;
}

/** Makes an auth machine available to `useAuth` and `useSession`. */
export function AuthProvider({ machine, children }: AuthProviderProps) {
  return <AuthContext.Provider value={machine}>{children}</AuthContext.Provider>;
}

/** The machine of the nearest `AuthProvider`; throws outside one. */
export function useAuthMachine(): AuthMachine {
  const machine = useContext(AuthContext);
  if (machine === null) throw new Error('useAuthMachine must be used inside <AuthProvider>.');
  return machine;
}
