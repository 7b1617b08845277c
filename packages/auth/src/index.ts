export { authStates, authStateCodes } from './states';
export type { AuthState, AuthStateCode } from './states';
export {
  AUTH_TOKEN_KEY,
  AUTH_TOKEN_EXPIRE_KEY,
  AUTH_USERNAME_KEY,
  AUTH_USER_KEY,
  createMemoryStorage,
  defaultStorage,
  storeSession,
  clearSession,
  storedToken,
  storedUsername,
  storeSessionUser,
  storedSessionUser,
} from './storage';
export type { KeyValueStorage, StoredSession } from './storage';
export { judgeStoredSession, createSessionSource } from './session';
export type { SessionJudgement } from './session';
export { createAuthMachine, PASSWORD_CHANGED_MESSAGE } from './machine';
export type { AuthMachine, AuthMachineOptions, AuthSnapshot } from './machine';
export { AuthProvider, useAuthMachine } from './react/AuthProvider';
export type { AuthProviderProps } from './react/AuthProvider';
export { useAuth, useSession } from './react/hooks';
export type { AuthActions, UseAuthResult } from './react/hooks';
