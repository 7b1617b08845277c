import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';

/**
 * How long a toast stays on screen unless told otherwise (docs/spec/original-specification.md §9: "messages
 * shown for a duration of 3").
 */
export const DEFAULT_TOAST_DURATION_MS = 3000;

/** The kind of message: decides icon, colour and how urgently it is announced. */
export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** What {@link ToastApi.show} takes. */
export interface ToastOptions {
  /** The text of the toast. */
  message: ReactNode;
  /** `info` by default. */
  tone?: ToastTone;
  /** Milliseconds on screen (paused while hovered or focused); {@link DEFAULT_TOAST_DURATION_MS} by default. */
  duration?: number;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast before its time. */
  dismiss: (id: string) => void;
}

interface QueuedToast {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const toneIcons: Record<ToastTone, IconName> = {
  success: 'success',
  error: 'alert',
  info: 'info',
  warning: 'warning',
};

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
}

/** Holds the toasts of the app and renders their region; use {@link useToast} below it. */
export function ToastProvider({ children }: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [
      ...current,
      {
        id,
        message: options.message,
        tone: options.tone ?? 'info',
        duration: options.duration ?? DEFAULT_TOAST_DURATION_MS,
      },
    ]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const region = (
    <section className={styles.region} aria-label={intl.formatMessage({ id: 'ui.toast.region' })}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined' ? null : createPortal(region, document.body)}
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: QueuedToast; onDismiss: (id: string) => void }) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss, toast.id]);

  const urgent = toast.tone === 'error' || toast.tone === 'warning';
  return (
    <div
      className={styles.toast({ tone: toast.tone })}
      // Errors and warnings interrupt; success and info wait for a pause.
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-tone={toast.tone}
      data-duration={toast.duration}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Icon
        name={toneIcons[toast.tone]}
        className={styles.toneIcon({ tone: toast.tone })}
        label={intl.formatMessage({ id: `ui.toast.tone.${toast.tone}` })}
      />
      <div className={styles.message}>{toast.message}</div>
      <IconButton
        icon="close"
        size="sm"
        aria-label={intl.formatMessage({ id: 'ui.toast.dismiss' })}
        onPress={() => onDismiss(toast.id)}
      />
    </div>
  );
}

/** Shows toasts; must be used below a {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
