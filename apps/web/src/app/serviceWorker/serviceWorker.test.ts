import { describe, expect, it, vi } from 'vitest';
import { languageMessage, SKIP_WAITING_MESSAGE } from '../../sw/messages';
import {
  activateWaitingWorker,
  checkForNewWorker,
  followLanguage,
  registerServiceWorker,
  SERVICE_WORKER_URL,
  type WorkerContainer,
} from './serviceWorker';

/** A service worker in `state`, whose state the test moves on. */
class FakeWorker extends EventTarget {
  readonly posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

interface FakeRegistration {
  installing: FakeWorker | null;
  waiting: FakeWorker | null;
  active?: FakeWorker | null;
  update: () => Promise<void>;
}

/** A container holding `registration`, controlled (or not) by a current worker. */
function container(
  registration: FakeRegistration | undefined,
  controlled: boolean | FakeWorker = true,
) {
  const events = new EventTarget();
  const fake = {
    controller: (controlled instanceof FakeWorker
      ? controlled
      : controlled
        ? {}
        : null) as ServiceWorker | null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    getRegistration: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    controllerChange: () => events.dispatchEvent(new Event('controllerchange')),
  };
  return fake as typeof fake & WorkerContainer;
}

const registrationWith = (worker: Partial<FakeRegistration>): FakeRegistration => ({
  installing: null,
  waiting: null,
  update: vi.fn(async () => undefined),
  ...worker,
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, always revalidated', async () => {
    const fake = container(registrationWith({}));
    await registerServiceWorker(fake);
    expect(fake.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('leaves the app running when the browser refuses, or has no service workers', async () => {
    const fake = container(undefined);
    fake.register.mockRejectedValueOnce(new DOMException('refused', 'SecurityError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await registerServiceWorker(fake)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(await registerServiceWorker(null)).toBeNull();
  });
});

describe('checkForNewWorker', () => {
  it('asks the browser for the worker now, and swallows a failure (offline)', async () => {
    const registration = registrationWith({});
    await checkForNewWorker(container(registration));
    expect(registration.update).toHaveBeenCalledTimes(1);
    registration.update = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(checkForNewWorker(container(registration))).resolves.toBeUndefined();
    await expect(checkForNewWorker(container(undefined))).resolves.toBeUndefined();
  });
});

describe('activateWaitingWorker', () => {
  it('tells the waiting worker to take over and resolves once it controls the page', async () => {
    const waiting = new FakeWorker('installed');
    const fake = container(registrationWith({ waiting }));
    let done = false;
    const activated = activateWaitingWorker(fake).then(() => (done = true));
    await vi.waitFor(() => expect(waiting.posted).toEqual([SKIP_WAITING_MESSAGE]));
    expect(done).toBe(false);
    fake.controllerChange();
    await activated;
    expect(done).toBe(true);
  });

  it('lets a worker that is still installing finish first', async () => {
    const installing = new FakeWorker('installing');
    const registration = registrationWith({ installing });
    const fake = container(registration);
    const activated = activateWaitingWorker(fake);
    await Promise.resolve();
    expect(installing.posted).toEqual([]);
    registration.installing = null;
    registration.waiting = installing;
    installing.moveTo('installed');
    await vi.waitFor(() => expect(installing.posted).toEqual([SKIP_WAITING_MESSAGE]));
    fake.controllerChange();
    await activated;
  });

  it('does not hang when the new worker fails to activate', async () => {
    const waiting = new FakeWorker('installed');
    const activated = activateWaitingWorker(container(registrationWith({ waiting })));
    await vi.waitFor(() => expect(waiting.posted).toHaveLength(1));
    waiting.moveTo('redundant');
    await expect(activated).resolves.toBeUndefined();
  });

  it('resolves at once without a new worker, a registration or a controlling worker', async () => {
    await expect(activateWaitingWorker(container(registrationWith({})))).resolves.toBeUndefined();
    await expect(activateWaitingWorker(container(undefined))).resolves.toBeUndefined();
    await expect(activateWaitingWorker(null)).resolves.toBeUndefined();
    const waiting = new FakeWorker('installed');
    await activateWaitingWorker(container(registrationWith({ waiting }), false));
    expect(waiting.posted).toEqual([]);
  });
});

describe('followLanguage', () => {
  /** The UI language, switched by the test. */
  function uiLanguage(initial: string) {
    let current = initial;
    const listeners = new Set<() => void>();
    return {
      current: () => current,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      switchTo(next: string) {
        current = next;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('tells the controlling worker the language at once, on every switch and to a new controller', async () => {
    const first = new FakeWorker('activated');
    const registration = registrationWith({ active: first });
    const fake = container(registration, first);
    const language = uiLanguage('it');
    const stop = followLanguage(fake, language);
    await vi.waitFor(() => expect(first.posted).toEqual([languageMessage('it')]));
    language.switchTo('en');
    await vi.waitFor(() => expect(first.posted.at(-1)).toEqual(languageMessage('en')));
    // A new build's worker takes over: it is told too.
    const second = new FakeWorker('activated');
    registration.active = second;
    fake.controller = second as unknown as ServiceWorker;
    fake.controllerChange();
    await vi.waitFor(() => expect(second.posted).toEqual([languageMessage('en')]));
    stop();
    language.switchTo('it');
    fake.controllerChange();
    await Promise.resolve();
    expect(first.posted).toHaveLength(2);
    expect(second.posted).toHaveLength(1);
  });

  it('tells the first worker before it controls the page, and never a language the app has not', async () => {
    const active = new FakeWorker('activated');
    const fake = container(registrationWith({ active }), false);
    const language = uiLanguage('it');
    followLanguage(fake, language);
    await vi.waitFor(() => expect(active.posted).toEqual([languageMessage('it')]));
    language.switchTo('fr');
    await Promise.resolve();
    expect(active.posted).toHaveLength(1);
    expect(followLanguage(null, language)).toBeTypeOf('function');
  });
});
