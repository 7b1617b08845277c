export { ToastProvider, useToast, DEFAULT_TOAST_DURATION_MS } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
